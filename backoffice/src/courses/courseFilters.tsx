import { ReferenceInput, SelectInput } from 'react-admin';
import { searchFilter } from '../lists/searchFilter.tsx';
import { COURSE_STATUS_CHOICES } from './courseStatus.ts';

/**
 * The course list's filters. Their sources are the API's filter names (`query` searches the
 * title and name), so the data provider sends them unchanged.
 */
export const courseFilters = [
  searchFilter('Search title'),
  <SelectInput key="status" source="status" label="Status" choices={COURSE_STATUS_CHOICES} />,
  <ReferenceInput
    key="brandId"
    source="brandId"
    reference="brands"
    label="Brand"
    sort={{ field: 'name', order: 'ASC' }}
  >
    <SelectInput label="Brand" optionText="name" />
  </ReferenceInput>,
];
