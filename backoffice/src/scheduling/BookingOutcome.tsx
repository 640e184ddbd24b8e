import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import {
  BOOKING_ERROR_TITLE,
  bookingErrorSentence,
  bookingReviewRows,
  bookingReviewSeverity,
  bookingReviewSummary,
  type BookingMeta,
  type FieldErrors,
} from '@tp/domain';
import { ShowLink } from '../links/ShowLink.tsx';
import { BookingDatesTable } from './BookingDatesTable.tsx';
import { PendingTutoringsPanel } from './PendingTutoringsPanel.tsx';

export type BookingAnswer =
  | { kind: 'review'; meta: BookingMeta; errors: FieldErrors }
  | { kind: 'error'; meta: BookingMeta | null; errors: FieldErrors | null; fallback: string };

/**
 * After POST /tutorings (spec §2, §4): the review, each date booked, pending or failed with
 * why; or the error state "We can't schedule that session" with the reasons as a sentence
 * (a 409 or 422: nothing was booked).
 */
export function BookingOutcome({
  answer,
  zone,
  studentId,
  enrollmentId = null,
  onBack,
  onAnother,
}: {
  answer: BookingAnswer;
  zone: string;
  studentId: number | null;
  /** The booking's enrollment: its kept pending dates are listed under the review. */
  enrollmentId?: number | null;
  onBack(): void;
  onAnother(): void;
}) {
  const rows = answer.meta ? bookingReviewRows(answer.meta) : [];
  const sentence = bookingErrorSentence(answer.errors, answer.meta, zone);
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          {answer.kind === 'review' ? (
            <>
              <Typography variant="h6" component="h2">
                Booking review
              </Typography>
              <Alert severity={bookingReviewSeverity(answer.meta)} role="status">
                <AlertTitle>{bookingReviewSummary(answer.meta)}</AlertTitle>
                {answer.meta.failed.length > 0 ? sentence : null}
              </Alert>
            </>
          ) : (
            <Alert severity="error" role="alert">
              <AlertTitle>{BOOKING_ERROR_TITLE}</AlertTitle>
              {sentence || answer.fallback}
            </Alert>
          )}
          {rows.length > 0 ? (
            <Box sx={{ overflowX: 'auto' }}>
              <BookingDatesTable rows={rows} zone={zone} label="Booking outcome by date" />
            </Box>
          ) : null}
          {answer.kind === 'review' && answer.meta.pending.length > 0 && enrollmentId !== null ? (
            <PendingTutoringsPanel enrollmentId={enrollmentId} zone={zone} />
          ) : null}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
          >
            {answer.kind === 'error' ? (
              <Button variant="contained" onClick={onBack}>
                Back to the form
              </Button>
            ) : (
              <>
                {studentId !== null ? (
                  <Box sx={{ alignSelf: 'center', mr: 1 }}>
                    <ShowLink resource="students" id={studentId}>
                      Open the student
                    </ShowLink>
                  </Box>
                ) : null}
                <Button variant="contained" onClick={onAnother}>
                  Book another
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
