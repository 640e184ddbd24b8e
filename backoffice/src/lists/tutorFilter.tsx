import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { Tutor } from '@tp/domain';

const tutorName = (tutor: Tutor) =>
  'lastName' in tutor && typeof tutor.lastName === 'string'
    ? `${tutor.firstName} ${tutor.lastName}`
    : tutor.firstName;

/**
 * A list filter on `tutorId`: the tutor found by name (GET /tutors?query=, 400 ms pause as
 * spec §9's typeahead), for lists whose API filters by tutor.
 */
export function tutorFilter() {
  return (
    <ReferenceInput key="tutorId" source="tutorId" reference="tutors" perPage={25} alwaysOn>
      <AutocompleteInput
        label="Tutor"
        optionText={tutorName}
        filterToQuery={(query) => ({ query })}
        debounce={400}
      />
    </ReferenceInput>
  );
}
