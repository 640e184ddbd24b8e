import { useCallback } from 'react';
import { emptyListResult } from '@tp/data-provider';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  isPositiveReviewComment,
  REVIEW_MAX_STARS,
  REVIEWS_PER_PAGE,
  reviewCommentLabel,
} from '@tp/domain';
import { ListPagination, useErrorToast, usePagedList } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../shell/display-zone.ts';
import { fetchTutorReviewsPage, reviewedSessionTitle, type TutorReview } from './reviews-api.ts';

export const NO_REVIEWS = 'No reviews yet. Students review a session after it ends.';

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

function ReviewCard({ review, timeZone }: { review: TutorReview; timeZone: string }) {
  const day = dayFormat(timeZone);
  const stars = review.stars ?? 0;
  const sessionDay = review.session ? day.format(new Date(review.session.startsAt)) : null;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Rating
            value={stars}
            max={REVIEW_MAX_STARS}
            readOnly
            getLabelText={(value: number) => `${value} of ${REVIEW_MAX_STARS} stars`}
          />
          <Typography variant="body2" color="text.secondary">
            {day.format(new Date(review.createdAt))}
          </Typography>
        </Stack>
        <Typography variant="body2">
          {reviewedSessionTitle(review)}
          {sessionDay ? ` · session of ${sessionDay}` : ''}
        </Typography>
        {review.comments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No comments
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Comments"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {review.comments.map((choice) => (
              <li key={choice}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={isPositiveReviewComment(choice) ? 'success' : 'warning'}
                  label={reviewCommentLabel(choice)}
                />
              </li>
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/tutor/profile/reviews` (staff spec: "Tutors see their own reviews"): the completed reviews
 * students left about the signed-in tutor, newest first, 25 a page: the stars, the day, the
 * session rated and the comment choices ticked, praise and complaints told apart.
 */
export function ReviewsPage() {
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const toastError = useErrorToast();
  const tutorId = user?.tutorId ?? null;
  const zone = displayTimeZone(user);
  const fetchPage = useCallback(
    (request: Parameters<typeof fetchTutorReviewsPage>[2]) =>
      tutorId === null
        ? Promise.resolve(emptyListResult<TutorReview>(REVIEWS_PER_PAGE))
        : fetchTutorReviewsPage(httpClient, tutorId, request),
    [httpClient, tutorId],
  );
  const list = usePagedList({ fetchPage, perPage: REVIEWS_PER_PAGE, onError: toastError });

  return (
    <Stack spacing={2} sx={{ maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        My reviews
      </Typography>
      {list.isLoading ? <LinearProgress aria-label="Loading reviews" /> : null}
      {!list.isLoading && list.data.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {list.hasFailed ? 'We could not load your reviews. Please try again.' : NO_REVIEWS}
        </Alert>
      ) : null}
      {list.data.length > 0 ? (
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }} aria-label="Reviews">
          {list.data.map((review) => (
            <ReviewCard key={review.id} review={review} timeZone={zone} />
          ))}
        </Stack>
      ) : null}
      <ListPagination meta={list.meta} page={list.page} onPageChange={list.setPage} />
    </Stack>
  );
}
