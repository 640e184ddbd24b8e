import { Chip, Stack, Tab, Tabs } from '@mui/material';
import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useListContext,
} from 'react-admin';
import type { PayrollEmployeeChoice } from '@tp/domain';
import { employeeLabel, PAY_TYPE_CHOICES } from './payrollChoices.ts';

const emptyAsUndefined = (value: string | null) => (value ? value : undefined);

/** The list's filter inputs; their sources are the API's filter names. */
export function payrollFilters(employees: PayrollEmployeeChoice[]) {
  return [
    <SearchInput key="query" source="query" alwaysOn placeholder="Description or employee" />,
    <AutocompleteInput
      key="employeeId"
      source="employeeId"
      label="Employee"
      choices={employees}
      optionText={employeeLabel}
      alwaysOn
    />,
    <ReferenceInput
      key="departmentId"
      source="departmentId"
      reference="departments"
      sort={{ field: 'name', order: 'ASC' }}
    >
      <SelectInput label="Department" optionText="name" />
    </ReferenceInput>,
    <SelectInput key="payType" source="payType" label="Pay type" choices={PAY_TYPE_CHOICES} />,
    <DateInput
      key="payDateFrom"
      source="payDateFrom"
      label="Pay date from"
      parse={emptyAsUndefined}
    />,
    <DateInput key="payDateTo" source="payDateTo" label="Pay date to" parse={emptyAsUndefined} />,
  ];
}

/** Spec §7: "paid (false is Pending, true is Paid)": the list's two tabs. */
export function PaidTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const isPaid = (filterValues as { paid?: boolean }).paid === true;
  return (
    <Tabs
      value={isPaid ? 'paid' : 'pending'}
      onChange={(_event, value: string) =>
        setFilters({ ...filterValues, paid: value === 'paid' }, displayedFilters)
      }
      aria-label="Payroll status"
      sx={{ px: 1 }}
    >
      <Tab value="pending" label="Pending" />
      <Tab value="paid" label="Paid" />
    </Tabs>
  );
}

/** Quick filter: only the items that need review (on hold). */
export function NeedsReviewChip() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { hold, ...others } = filterValues as Record<string, unknown>;
  const isOn = hold === true;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
      <Chip
        label="Needs review"
        color={isOn ? 'primary' : 'default'}
        variant={isOn ? 'filled' : 'outlined'}
        aria-pressed={isOn}
        onClick={() => setFilters(isOn ? others : { ...others, hold: true }, displayedFilters)}
      />
    </Stack>
  );
}
