import { Box, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { Course, Review } from '@tp/domain';
import { DayInZone } from '../time/DayInZone.tsx';
import { FeaturedToggle } from '../reviews/FeaturedToggle.tsx';
import { Stars } from '../reviews/ReviewList.tsx';
import { REVIEW_INCLUDE, commentLabels, studentName, tutorName } from '../reviews/reviewLabels.ts';
import { ReadOnlyListDialog } from './ReadOnlyListDialog.tsx';

/** A course's reviews are few (one per student and review interval): one page holds them. */
const COURSE_REVIEWS_LIMIT = 100;

/**
 * The reviews of a course's sessions, newest first, each with its featured switch (an
 * instruction manager's; others see the mark): a manager option of the course page.
 */
export function CourseReviewsDialog({ course, onClose }: { course: Course; onClose(): void }) {
  const {
    data: reviews,
    isPending,
    error,
  } = useGetList<Review>('reviews', {
    filter: { courseId: course.id },
    pagination: { page: 1, perPage: COURSE_REVIEWS_LIMIT },
    sort: { field: 'createdAt', order: 'DESC' },
    meta: { include: REVIEW_INCLUDE },
  });
  return (
    <ReadOnlyListDialog
      title={`Reviews of ${course.title}`}
      noun="reviews"
      isPending={isPending}
      hasError={Boolean(error)}
      empty="No reviews of this course yet."
      onClose={onClose}
    >
      {(reviews ?? []).map((review) => (
        <Box
          component="li"
          key={review.id}
          aria-label={`Review ${review.id}`}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {studentName(review.student)} about {tutorName(review.tutor)}
            </Typography>
            <Stars stars={review.stars} />
            <Typography variant="body2" color="text.secondary">
              <DayInZone iso={review.createdAt} />
              {review.comments.length > 0 ? ` · ${commentLabels(review.comments).join(', ')}` : ''}
            </Typography>
          </Box>
          <FeaturedToggle review={review} />
        </Box>
      ))}
    </ReadOnlyListDialog>
  );
}
