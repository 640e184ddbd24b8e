import { Card, CardContent, Stack, Typography } from '@mui/material';
import { HistorySection } from '../audit/HistoryTab.tsx';
import { Labeled, Show, useRecordContext } from 'react-admin';
import type { Review } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { ShowLink } from '../links/ShowLink.tsx';
import { FeaturedToggle } from './FeaturedToggle.tsx';
import { Stars } from './ReviewList.tsx';
import { commentLabels, REVIEW_INCLUDE, studentName, tutorName } from './reviewLabels.ts';

const SHOW_QUERY_OPTIONS = { meta: { include: REVIEW_INCLUDE } };

/**
 * One review: who rated whom after which session (each a link to its page: the tutor, the
 * student, the session's course), and the featured switch.
 */
export function ReviewShow() {
  return (
    <Show<Review> queryOptions={SHOW_QUERY_OPTIONS}>
      <ReviewDetails />
      <HistorySection />
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
            <Typography>
              <ShowLink resource="tutors" id={review.tutorId}>
                {tutorName(review.tutor)}
              </ShowLink>
            </Typography>
          </Labeled>
          <Labeled label="Student">
            <Typography>
              <ShowLink resource="students" id={review.studentId}>
                {studentName(review.student)}
              </ShowLink>
            </Typography>
          </Labeled>
          <Labeled label="Session">
            <Typography>
              {review.session ? (
                <ShowLink resource="courses" id={review.session.courseId}>
                  {`${review.session.name ?? review.session.type} · ${formatInZone(review.session.startsAt, zone)}`}
                </ShowLink>
              ) : (
                '—'
              )}
            </Typography>
          </Labeled>
          <Labeled label="Rating">
            <Stars stars={review.stars} />
          </Labeled>
          <Labeled label="Comments">
            <Typography>{comments.length > 0 ? comments.join(', ') : 'No comment'}</Typography>
          </Labeled>
          <Labeled label="Featured">
            <FeaturedToggle review={review} notFeatured={<Typography>No</Typography>} />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  );
}
