import { Chip, Stack } from '@mui/material';
import { SearchInput, SelectInput, useListContext } from 'react-admin';
import {
  LEAD_SOURCE_CATEGORY_CHOICES,
  LEAD_SOURCE_STATUS_CHOICES,
  LEAD_SOURCE_TYPE_CHOICES,
} from './leadSourceChoices.ts';

/** The list's filter inputs; their sources are the API's filter names. */
export const leadSourceFilters = [
  <SearchInput key="query" source="query" alwaysOn placeholder="Name or city" />,
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
export const LEAD_SOURCE_QUICK_FILTERS = [
  { source: 'recentActivity', label: 'Activity in 30 days' },
  { source: 'recentPromotion', label: 'Promoted in 30 days' },
  { source: 'unassigned', label: 'Unassigned' },
] as const;

export function LeadSourceQuickFilters() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  function toggle(source: string) {
    const { [source]: current, ...others } = filterValues as Record<string, unknown>;
    setFilters(current === true ? others : { ...others, [source]: true }, displayedFilters);
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {LEAD_SOURCE_QUICK_FILTERS.map(({ source, label }) => {
        const isOn = (filterValues as Record<string, unknown>)[source] === true;
        return (
          <Chip
            key={source}
            label={label}
            color={isOn ? 'primary' : 'default'}
            variant={isOn ? 'filled' : 'outlined'}
            aria-pressed={isOn}
            onClick={() => toggle(source)}
          />
        );
      })}
    </Stack>
  );
}
