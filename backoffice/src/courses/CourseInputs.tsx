import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import {
  AutocompleteInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { courseDateErrors, courseForm, type Course, type Tutor } from '@tp/domain';
import { LeadSourceInput } from '../lead-sources/LeadSourceInput.tsx';
import { MaterialSelectInput } from '../lookups/lookups.tsx';
import { COURSE_STATUS_CHOICES } from './courseStatus.ts';
import { CourseTemplateNote, CourseTemplatePicker } from './CourseTemplateInput.tsx';

const courseSchemaResolver = zodResolver(courseForm) as unknown as Resolver<FieldValues>;

/**
 * The course forms validate with domain's `courseForm` (the payload schema the server uses,
 * with its rule that the end is not before the start); the server's 422s land on the fields.
 * zod leaves that cross-field rule out while another field fails (a blank title), so it is
 * also applied here: the user sees every problem of the form at once, not the dates' only
 * after fixing the rest.
 */
export const courseResolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await courseSchemaResolver(values, context, options);
  const errors = { ...result.errors };
  if (Object.keys(errors).length === 0 || errors.startsAt || errors.endsAt) return result;
  const dateErrors = Object.entries(courseDateErrors(values));
  if (dateErrors.length === 0) return result;
  for (const [field, messages] of dateErrors) {
    errors[field] = { type: 'custom', message: messages.join(', ') };
  }
  return { values: {}, errors };
};

const tutorName = (tutor: Tutor) => `${tutor.firstName} ${tutor.lastName}`;
const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The course's own material, kept as a choice once it is retired. */
function CourseMaterialInput() {
  const course = useRecordContext<Course>();
  const kept =
    course?.materialId != null ? { id: course.materialId, name: course.materialName ?? '' } : null;
  return (
    <MaterialSelectInput
      source="materialId"
      label="Material"
      kept={kept}
      emptyText="None"
      parse={emptyAsNull}
      fullWidth
    />
  );
}

/**
 * The course's fields, shared by Create and Edit (issue 8: brand, subject, host, lead source,
 * schedule, duration, notes, status; issue 25: material). A new course may start from a
 * template (`isNew`); an edited one says which it started from.
 */
export function CourseInputs({ isNew = false }: { isNew?: boolean }) {
  return (
    <Stack sx={{ width: '100%', maxWidth: 720 }}>
      {isNew ? <CourseTemplatePicker /> : <CourseTemplateNote />}
      <TextInput source="title" fullWidth />
      <TextInput source="name" helperText="A short code staff search by." fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <ReferenceInput
          source="brandId"
          reference="brands"
          perPage={100}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <SelectInput label="Brand" optionText="name" fullWidth />
        </ReferenceInput>
        <ReferenceInput
          source="subjectId"
          reference="subjects"
          perPage={200}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput
            label="Subject"
            optionText="name"
            filterToQuery={(query) => ({ query })}
            parse={emptyAsNull}
            fullWidth
          />
        </ReferenceInput>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <ReferenceInput source="hostId" reference="tutors" perPage={25}>
          <AutocompleteInput
            label="Host"
            optionText={tutorName}
            filterToQuery={(query) => ({ query })}
            parse={emptyAsNull}
            fullWidth
          />
        </ReferenceInput>
        <LeadSourceInput source="leadSourceId" />
      </Stack>
      <TextInput
        source="schedule"
        helperText="When it meets, e.g. Mon & Wed 4:00pm."
        parse={emptyAsNull}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <DateInput source="startsAt" label="Starts on" parse={emptyAsNull} />
        <DateInput source="endsAt" label="Ends on" parse={emptyAsNull} />
        <NumberInput source="duration" label="Duration (minutes)" min={0} step={15} />
      </Stack>
      <CourseMaterialInput />
      <SelectInput source="status" choices={COURSE_STATUS_CHOICES} />
      <TextInput source="notes" multiline minRows={3} parse={emptyAsNull} fullWidth />
    </Stack>
  );
}
