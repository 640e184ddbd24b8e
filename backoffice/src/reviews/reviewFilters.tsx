import { SelectInput } from 'react-admin';
import { REVIEW_MAX_STARS } from '@tp/domain';
import { QuickFilterChips } from '../lists/QuickFilterChips.tsx';
import { tutorFilter } from '../lists/tutorFilter.tsx';
import { starsText } from './reviewLabels.ts';

/** Rating: All (no value) or a number of stars (spec §9 "Rating filter: All or stars"). */
const RATING_CHOICES = Array.from({ length: REVIEW_MAX_STARS }, (_, index) => {
  const stars = REVIEW_MAX_STARS - index;
  return { id: stars, name: `${starsText(stars)} (${stars})` };
});

/**
 * The list's filter inputs; their sources are the API's filter names. The tutor filter is the
 * list's search (reviews have no text of their own to search).
 */
export const reviewFilters = [
  tutorFilter(),
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
  { label: 'Must have a comment', values: { mustHaveComment: true } },
  { label: 'Featured?', values: { featured: true } },
];

export function ReviewQuickFilters() {
  return <QuickFilterChips filters={QUICK_FILTERS} sx={{ flexShrink: 0 }} />;
}
