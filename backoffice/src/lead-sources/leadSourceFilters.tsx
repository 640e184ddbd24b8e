import { SelectInput } from 'react-admin';
import { searchFilter } from '../lists/searchFilter.tsx';
import { QuickFilterChips } from '../lists/QuickFilterChips.tsx';
import {
  LEAD_SOURCE_CATEGORY_CHOICES,
  LEAD_SOURCE_STATUS_CHOICES,
  LEAD_SOURCE_TYPE_CHOICES,
} from './leadSourceChoices.ts';

/** The list's filter inputs; their sources are the API's filter names. */
export const leadSourceFilters = [
  searchFilter('Name or city'),
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={LEAD_SOURCE_STATUS_CHOICES}
    alwaysOn
  />,
  <SelectInput key="type" source="type" label="Type" choices={LEAD_SOURCE_TYPE_CHOICES} alwaysOn />,
  <SelectInput
    key="category"
    source="category"
    label="Category"
    choices={LEAD_SOURCE_CATEGORY_CHOICES}
  />,
];

/** Spec §9: "last activity or promotion within 30 days"; and the unassigned ones. */
const QUICK_FILTERS = [
  { label: 'Activity in 30 days', values: { recentActivity: true } },
  { label: 'Promoted in 30 days', values: { recentPromotion: true } },
  { label: 'Unassigned', values: { unassigned: true } },
];

export function LeadSourceQuickFilters() {
  return <QuickFilterChips filters={QUICK_FILTERS} sx={{ flexWrap: 'wrap' }} />;
}
