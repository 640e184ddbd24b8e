import { zodResolver } from '@hookform/resolvers/zod';
import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput } from 'react-admin';
import { TIME_ZONE_GROUPS, studentCreate, type LeadSource, type Parent } from '@tp/domain';
import { ClassPickerInput } from './ClassPickerInput.tsx';

/**
 * The student forms validate with domain's schema (spec §5: first and last name required);
 * the server runs the same schema and its 422s land on the same fields.
 */
export const studentResolver = zodResolver(studentCreate);

/** US zones first, then the IANA regions (domain's groups), each zone once. */
const TIME_ZONE_CHOICES = TIME_ZONE_GROUPS.flatMap((group) =>
  group.zones.map((zone) => ({ id: zone, name: zone })),
);
const parentName = (parent: Parent) => `${parent.firstName} ${parent.lastName} (${parent.email})`;
/** A school as the picker lists it: its name, its city, and whether it still waits for review. */
const schoolName = (school: LeadSource) =>
  [school.name, school.city, school.type === 'PendingSchool' ? 'pending' : null]
    .filter(Boolean)
    .join(' · ');
/** The student's school is a lead source that is a school, actual or pending (spec §3). */
const SCHOOL_FILTER = { type: ['School', 'PendingSchool'] };

/** The student's fields, shared by Create and Edit. */
export function StudentInputs() {
  return (
    <>
      <TextInput source="firstName" label="First name" isRequired fullWidth />
      <TextInput source="lastName" label="Last name" isRequired fullWidth />
      <ClassPickerInput source="grade" emptyText="Unknown" />
      <ReferenceInput source="parentId" reference="parents" perPage={25}>
        <AutocompleteInput
          label="Parent"
          optionText={parentName}
          filterToQuery={(query) => ({ query })}
          debounce={400}
          fullWidth
        />
      </ReferenceInput>
      <ReferenceInput
        source="schoolId"
        reference="lead_sources"
        filter={SCHOOL_FILTER}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
      >
        <AutocompleteInput
          label="School"
          optionText={schoolName}
          filterToQuery={(query) => ({ query })}
          debounce={400}
          fullWidth
        />
      </ReferenceInput>
      <AutocompleteInput
        source="timeZone"
        label="Time zone"
        choices={TIME_ZONE_CHOICES}
        fullWidth
      />
      <TextInput source="note" label="Note" multiline minRows={3} fullWidth />
      <BooleanInput source="active" />
    </>
  );
}
