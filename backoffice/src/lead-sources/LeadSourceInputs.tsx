import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  AutocompleteInput,
  CheckboxGroupInput,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import {
  canChangeLeadSourceStatus,
  isSchoolType,
  LEAD_SOURCE_STATUS_LABELS,
  leadSourceCreate,
  leadSourceStatusRefusal,
  leadSourceShapeErrors,
  leadSourceStatusesFrom,
  type LeadSource,
  type LeadSourceStatus,
  type LeadSourceType,
} from '@tp/domain';
import {
  categoryChoicesFor,
  LEAD_SOURCE_STATUS_CHOICES,
  LEAD_SOURCE_TYPE_CHOICES,
  SCHOOL_TYPE_CHOICES,
} from './leadSourceChoices.ts';
import { useAssignees } from './useAssignees.ts';

type FormValues = Record<string, unknown> & { type: LeadSourceType };

const zod = zodResolver(leadSourceCreate) as unknown as Resolver<FormValues>;

/**
 * Domain's payload schema, then domain's rules: type, category and school types agree, and on
 * an existing lead source (`from`, its saved status) the status moves only as spec §4 allows,
 * with the message the server's 422 carries. The server checks the same.
 */
export function leadSourceResolverFrom(from: LeadSourceStatus | null): Resolver<FormValues> {
  return async (values, context, options) => {
    const result = await zod(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const problems = leadSourceShapeErrors(values);
    const to = values.status as LeadSourceStatus | undefined;
    if (from !== null && to !== undefined && !canChangeLeadSourceStatus(from, to)) {
      problems.status = [leadSourceStatusRefusal(from, to)];
    }
    if (Object.keys(problems).length === 0) return result;
    const errors: FieldErrors<FormValues> = {};
    for (const [field, messages] of Object.entries(problems)) {
      errors[field] = { type: 'rule', message: messages.join(', ') };
    }
    return { values: {}, errors };
  };
}

export const leadSourceResolver = leadSourceResolverFrom(null);

const emptyAsNull = (value: string | null) => (value ? value : null);

/** Spec §4: the helper says where the saved status may move; the resolver refuses the rest. */
function StatusInput() {
  const record = useRecordContext<LeadSource>();
  const allowed = record
    ? leadSourceStatusesFrom(record.status).map((status) => LEAD_SOURCE_STATUS_LABELS[status])
    : null;
  return (
    <SelectInput
      source="status"
      choices={LEAD_SOURCE_STATUS_CHOICES}
      helperText={
        record && allowed
          ? `From ${LEAD_SOURCE_STATUS_LABELS[record.status]}: ${allowed.join(', ')}.`
          : false
      }
    />
  );
}

/** Categories of the type's kind; school types only for schools (cleared otherwise). */
function CategoryInputs() {
  const type = useWatch<FormValues, 'type'>({ name: 'type' }) ?? 'School';
  const { setValue, getValues } = useFormContext<FormValues>();
  const isSchool = isSchoolType(type);
  useEffect(() => {
    const category = getValues('category') as string | null | undefined;
    if (category && !categoryChoicesFor(type).some((choice) => choice.id === category)) {
      setValue('category', null, { shouldDirty: true });
    }
    if (!isSchool && ((getValues('schoolTypes') as string[] | undefined)?.length ?? 0) > 0) {
      setValue('schoolTypes', [], { shouldDirty: true });
    }
  }, [type, isSchool, getValues, setValue]);
  return (
    <>
      <SelectInput source="category" choices={categoryChoicesFor(type)} emptyText="None" />
      {isSchool ? (
        <CheckboxGroupInput
          source="schoolTypes"
          label="School types"
          choices={SCHOOL_TYPE_CHOICES}
        />
      ) : null}
    </>
  );
}

/** The lead source's fields, shared by Create and Edit (type only on create). */
export function LeadSourceInputs({ isCreate = false }: { isCreate?: boolean }) {
  const { assignees, isLoading } = useAssignees();
  return (
    <Stack sx={{ width: '100%', maxWidth: 720 }}>
      <TextInput source="name" fullWidth />
      {isCreate ? <SelectInput source="type" choices={LEAD_SOURCE_TYPE_CHOICES} /> : null}
      <StatusInput />
      <CategoryInputs />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="city" parse={emptyAsNull} />
        <TextInput source="state" parse={emptyAsNull} />
      </Stack>
      {isCreate ? (
        <AutocompleteInput
          source="employeeId"
          label="Assigned to"
          choices={assignees}
          isPending={isLoading}
          emptyText="Unassigned"
          parse={(value: number | '' | null) => (value === '' ? null : value)}
        />
      ) : null}
    </Stack>
  );
}
