import { Box, Typography } from '@mui/material';
import { DataTable, SimpleList, TopToolbar, useRecordContext } from 'react-admin';
import { REVIEWS_PER_PAGE, type Review } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { NoResults } from '../lists/ListEmpty.tsx';
import { ExportButton } from '../export/ExportButton.tsx';
import { FeaturedToggle } from './FeaturedToggle.tsx';
import { reviewFilters, ReviewQuickFilters } from './reviewFilters.tsx';
import {
  commentLabels,
  REVIEW_INCLUDE,
  starsText,
  studentName,
  tutorName,
} from './reviewLabels.ts';
import { exportReviews } from './exportReviews.ts';
import { DayInZone } from '../time/DayInZone.tsx';

const LIST_QUERY_OPTIONS = { meta: { include: REVIEW_INCLUDE } };

function ReviewListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ReviewQuickFilters />
      <ExportButton run={exportReviews} />
    </TopToolbar>
  );
}

/** The spec's empty state (§8). */
const NO_REVIEWS = <NoResults>There are no reviews.</NoResults>;

/**
 * Students' reviews of their tutors, newest first, 25 a page. Staff read them all, a tutor
 * their own (the server's scope); only instruction managers get the featured switch.
 */
export function ReviewList() {
  return (
    <ResourceList<Review>
      filters={reviewFilters}
      actions={<ReviewListActions />}
      perPage={REVIEWS_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={LIST_QUERY_OPTIONS}
      empty={false}
    >
      <ResponsiveList phone={<ReviewSimpleList />} table={<ReviewTable />} />
    </ResourceList>
  );
}

function ReviewTable() {
  return (
    <DataTable<Review> rowClick="show" bulkActionButtons={false} empty={NO_REVIEWS}>
      <DataTable.Col
        source="createdAt"
        label="Date"
        render={(review) => <DayInZone iso={review.createdAt} />}
      />
      <DataTable.Col
        source="tutorId"
        label="Tutor"
        disableSort
        render={(review) => tutorName(review.tutor)}
      />
      <DataTable.Col
        source="studentId"
        label="Student"
        disableSort
        render={(review) => studentName(review.student)}
      />
      <DataTable.Col
        source="stars"
        label="Rating"
        render={(review) => <Stars stars={review.stars} />}
      />
      <DataTable.Col
        source="comments"
        label="Comments"
        disableSort
        render={(review) => commentLabels(review.comments).join(', ')}
      />
      <DataTable.Col source="featured" label="Featured" disableSort field={FeaturedField} />
    </DataTable>
  );
}

/** The featured switch (or mark) of the row's review. */
function FeaturedField() {
  const review = useRecordContext<Review>();
  return review ? <FeaturedToggle review={review} /> : null;
}

/** The rating as stars, with the number for screen readers; "Not completed" before then. */
export function Stars({ stars }: { stars: number | null }) {
  if (stars === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not completed
      </Typography>
    );
  }
  return (
    <Box component="span" aria-label={`${stars} of 5 stars`} sx={{ color: 'warning.main' }}>
      {starsText(stars)}
    </Box>
  );
}

function ReviewSimpleList() {
  const zone = useDisplayTimeZone();
  return (
    <SimpleList<Review>
      primaryText={(review) => `${tutorName(review.tutor)} · ${starsText(review.stars)}`}
      secondaryText={(review) =>
        [studentName(review.student), commentLabels(review.comments).join(', ')]
          .filter(Boolean)
          .join(' — ')
      }
      tertiaryText={(review) => formatInZone(review.createdAt, zone, 'MMM D, YYYY')}
      rightIcon={(review) => <FeaturedToggle review={review} />}
      rowClick="show"
      empty={NO_REVIEWS}
    />
  );
}
