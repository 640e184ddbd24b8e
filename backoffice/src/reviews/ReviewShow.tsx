import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, Show, useRecordContext } from 'react-admin';
import type { Review } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { FeaturedToggle } from './FeaturedToggle.tsx';
import { Stars } from './ReviewList.tsx';
import { commentLabels, REVIEW_INCLUDE, studentName, tutorName } from './reviewLabels.ts';

const SHOW_QUERY_OPTIONS = { meta: { include: REVIEW_INCLUDE } };

/** One review: who rated whom after which session, and the featured switch. */
export function ReviewShow() {
  return (
    <Show<Review> queryOptions={SHOW_QUERY_OPTIONS}>
      <ReviewDetails />
    </Show>
  );
}

function ReviewDetails() {
  const review = useRecordContext<Review>();
  const zone = useDisplayTimeZone();
  if (!review) return null;
  const comments = commentLabels(review.comments);
  return (
    <Card variant="outlined" sx={{ border: 0 }}>
      <CardContent>
        <Stack spacing={2}>
          <Labeled label="Date">
            <Typography>{formatInZone(review.createdAt, zone)}</Typography>
          </Labeled>
          <Labeled label="Tutor">
            <Typography>{tutorName(review.tutor)}</Typography>
          </Labeled>
          <Labeled label="Student">
            <Typography>{studentName(review.student)}</Typography>
          </Labeled>
          <Labeled label="Session">
            <Typography>
              {review.session
                ? `${review.session.name ?? review.session.type} · ${formatInZone(review.session.startsAt, zone)}`
                : ''}
            </Typography>
          </Labeled>
          <Labeled label="Rating">
            <Stars stars={review.stars} />
          </Labeled>
          <Labeled label="Comments">
            <Typography>{comments.length > 0 ? comments.join(', ') : 'No comment'}</Typography>
          </Labeled>
          <Labeled label="Featured">
            <FeaturedToggle review={review} />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  );
}
