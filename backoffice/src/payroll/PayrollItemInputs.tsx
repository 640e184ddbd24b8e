import { useEffect } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import {
  PAYROLL_EDIT_NOTES_MAX,
  PAYROLL_QUANTITY_MAX,
  PAYROLL_RATE_MAX,
  payFor,
  requiresLeadSource,
  type PayrollEmployeeChoice,
} from '@tp/domain';
import { formatDollars } from '../format/formatDollars.ts';
import { LeadSourceInput } from '../lead-sources/LeadSourceInput.tsx';
import { employeeLabel, PAY_TYPE_CHOICES } from './payrollChoices.ts';
import type { PayrollRights } from './usePayrollRights.ts';

/** An empty number field is "no value", not 0. */
const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The admins' rate (spec §6: only they see it) with the pay it gives; a Training item takes
 * the employee's training rate (spec §9), shown and not editable.
 */
function RateInputs({ employees }: { employees: PayrollEmployeeChoice[] }) {
  const { setValue } = useFormContext();
  const [payType, employeeId, rate, quantity] = useWatch({
    name: ['payType', 'employeeId', 'rate', 'quantity'],
  }) as [string | undefined, number | undefined, number | null, number | null];
  const isTraining = payType === 'Training';
  const trainingRate = employees.find((e) => e.id === employeeId)?.trainingRate;
  useEffect(() => {
    if (isTraining && trainingRate !== undefined) {
      setValue('rate', trainingRate, { shouldDirty: true });
    }
  }, [isTraining, trainingRate, setValue]);
  const pay =
    typeof rate === 'number' && typeof quantity === 'number' ? payFor(rate, quantity) : null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ sm: 2 }}
      sx={{ alignItems: 'baseline' }}
    >
      <NumberInput
        source="rate"
        label="Rate ($)"
        min={0}
        max={PAYROLL_RATE_MAX}
        step={0.01}
        parse={emptyAsNull}
        disabled={isTraining}
        helperText={isTraining ? "The employee's training rate" : `Up to ${PAYROLL_RATE_MAX}`}
      />
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: 120 }}>
        Pay: {pay === null ? '—' : formatDollars(pay)}
      </Typography>
    </Stack>
  );
}

/** The lead source of a Marketing item (spec §5: required for that pay type only). */
function MarketingLeadSourceInput() {
  const payType = useWatch({ name: 'payType' }) as string | undefined;
  if (!requiresLeadSource(payType)) return null;
  return <LeadSourceInput source="linkId" helperText="Required for Marketing" />;
}

/**
 * The payroll item modal's fields (spec §5): employee, department, pay type, rate (admins),
 * quantity, description, lead source (Marketing), the needs-review switch (enabled only with
 * the canEditPayrollHold flag) and, when editing, the edit notes.
 */
export function PayrollItemInputs({
  employees,
  rights,
  isEditing,
}: {
  employees: PayrollEmployeeChoice[];
  rights: PayrollRights;
  isEditing: boolean;
}) {
  const choices = employees.filter((e) => e.active || isEditing);
  return (
    <Stack sx={{ width: '100%' }}>
      {!rights.seesPay ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          An admin sets the rate; Training items take the employee&apos;s training rate.
        </Alert>
      ) : null}
      <AutocompleteInput
        source="employeeId"
        label="Employee"
        choices={choices}
        optionText={employeeLabel}
        fullWidth
      />
      <ReferenceInput
        source="departmentId"
        reference="departments"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput label="Department" optionText="name" fullWidth />
      </ReferenceInput>
      <SelectInput source="payType" label="Pay type" choices={PAY_TYPE_CHOICES} fullWidth />
      {rights.seesPay ? <RateInputs employees={employees} /> : null}
      <NumberInput
        source="quantity"
        label="Quantity"
        min={0}
        max={PAYROLL_QUANTITY_MAX}
        step={0.25}
        parse={emptyAsNull}
        helperText={`Up to ${PAYROLL_QUANTITY_MAX}`}
      />
      <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
      <MarketingLeadSourceInput />
      <BooleanInput
        source="hold"
        label="Needs review"
        disabled={!rights.mayHold}
        helperText={rights.mayHold ? false : 'Only admins and instruction managers hold items'}
      />
      {isEditing ? (
        <TextInput
          source="editNotes"
          label="Edit notes"
          multiline
          fullWidth
          helperText={`Why this change (required, up to ${PAYROLL_EDIT_NOTES_MAX} characters)`}
        />
      ) : null}
    </Stack>
  );
}
