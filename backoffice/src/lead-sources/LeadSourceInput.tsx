import { AutocompleteInput, ReferenceInput } from 'react-admin';
import {
  LEAD_SOURCE_SEARCH_DEBOUNCE_MS,
  LEAD_SOURCE_TYPE_LABELS,
  type LeadSource,
} from '@tp/domain';

const searchBy = (query: string) => ({ query });
/** "Lincoln High School · Pending school": two sources may share a name, not a type too. */
const leadSourceLabel = (leadSource: LeadSource) =>
  leadSource.type === 'School'
    ? leadSource.name
    : `${leadSource.name} · ${LEAD_SOURCE_TYPE_LABELS[leadSource.type]}`;
/** A cleared autocomplete is "no lead source", not an empty string the schema refuses. */
const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The lead source autocomplete shared by the course form and the payroll item modal: it
 * searches lead sources by name or city after the spec's 400 ms pause (§9) and stores the
 * chosen one's id under `source` (a course's leadSourceId, a payroll item's linkId).
 */
export function LeadSourceInput({
  source,
  label = 'Lead source',
  helperText,
}: {
  source: string;
  label?: string;
  helperText?: string;
}) {
  return (
    <ReferenceInput
      source={source}
      reference="lead_sources"
      perPage={25}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteInput
        label={label}
        optionText={leadSourceLabel}
        filterToQuery={searchBy}
        debounce={LEAD_SOURCE_SEARCH_DEBOUNCE_MS}
        parse={emptyAsNull}
        helperText={helperText}
        fullWidth
      />
    </ReferenceInput>
  );
}
