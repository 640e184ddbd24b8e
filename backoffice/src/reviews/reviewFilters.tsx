import { Chip, Stack } from '@mui/material';
import { SelectInput, useListContext } from 'react-admin';
import { REVIEW_MAX_STARS } from '@tp/domain';
import { starsText } from './reviewLabels.ts';

/** Rating: All (no value) or a number of stars (spec §9 "Rating filter: All or stars"). */
const RATING_CHOICES = Array.from({ length: REVIEW_MAX_STARS }, (_, index) => {
  const stars = REVIEW_MAX_STARS - index;
  return { id: stars, name: `${starsText(stars)} (${stars})` };
});

/** The list's filter inputs; their sources are the API's filter names. */
export const reviewFilters = [
  <SelectInput
    key="stars"
    source="stars"
    label="Rating"
    choices={RATING_CHOICES}
    emptyText="All"
    alwaysOn
  />,
];

/** The spec's two quick filters, each on (sent as `true`) or off (not sent). */
const QUICK_FILTERS = [
  { source: 'mustHaveComment', label: 'Must have a comment' },
  { source: 'featured', label: 'Featured?' },
] as const;

export function ReviewQuickFilters() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  function toggle(source: string) {
    const { [source]: current, ...others } = filterValues as Record<string, unknown>;
    setFilters(current === true ? others : { ...others, [source]: true }, displayedFilters);
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      {QUICK_FILTERS.map(({ source, label }) => {
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
