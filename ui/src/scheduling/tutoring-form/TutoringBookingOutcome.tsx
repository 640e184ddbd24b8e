import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BOOKING_ERROR_TITLE,
  bookingErrorSentence,
  bookingReviewRows,
  bookingReviewSeverity,
  bookingReviewSummary,
} from '@tp/domain';
import { BookingDatesTable } from './BookingDatesTable.tsx';
import type { TutoringBookingAnswer } from './tutoring-api.ts';

/**
 * After POST /tutorings (spec §2, §4), for every booker: the review, each date booked,
 * pending or failed with why; or the error state "We can't schedule that session" with the
 * reasons as a sentence (a 409 or 422: nothing was booked).
 */
export function TutoringBookingOutcome({
  answer,
  zone,
  heading,
  pendingNote,
  layout,
  children,
}: {
  answer: TutoringBookingAnswer;
  zone: string;
  /** The review's heading, where the page has room for one. */
  heading?: string;
  /** Said under the review when dates were kept pending. */
  pendingNote?: string;
  layout?: 'responsive' | 'list';
  /** What follows the dates (the back-office lists the enrollment's kept pending dates). */
  children?: ReactNode;
}) {
  const rows = answer.meta ? bookingReviewRows(answer.meta) : [];
  const sentence = bookingErrorSentence(answer.errors, answer.meta, zone);
  return (
    <Stack spacing={2}>
      {answer.kind === 'review' ? (
        <>
          {heading ? (
            <Typography variant="h6" component="h2">
              {heading}
            </Typography>
          ) : null}
          <Alert role="status" severity={bookingReviewSeverity(answer.meta)}>
            <AlertTitle>{bookingReviewSummary(answer.meta)}</AlertTitle>
            {answer.meta.failed.length > 0 ? sentence : null}
          </Alert>
        </>
      ) : (
        <Alert role="alert" severity="error">
          <AlertTitle>{BOOKING_ERROR_TITLE}</AlertTitle>
          {sentence || answer.fallback}
        </Alert>
      )}
      {answer.kind === 'review' && answer.meta.pending.length > 0 && pendingNote ? (
        <Typography variant="body2" color="text.secondary">
          {pendingNote}
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <BookingDatesTable
            rows={rows}
            zone={zone}
            label="Booking outcome by date"
            {...(layout ? { layout } : {})}
          />
        </Box>
      ) : null}
      {children}
    </Stack>
  );
}
