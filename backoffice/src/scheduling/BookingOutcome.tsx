import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import { TutoringBookingOutcome, type TutoringBookingAnswer } from '@tp/ui';
import { ShowLink } from '../links/ShowLink.tsx';
import { PendingTutoringsPanel } from './PendingTutoringsPanel.tsx';

/**
 * After POST /tutorings: the shared review or error state, the enrollment's kept pending
 * dates under a review that kept some, and where staff go next.
 */
export function BookingOutcome({
  answer,
  zone,
  studentId,
  enrollmentId = null,
  onBack,
  onAnother,
}: {
  answer: TutoringBookingAnswer;
  zone: string;
  studentId: number | null;
  /** The booking's enrollment: its kept pending dates are listed under the review. */
  enrollmentId?: number | null;
  onBack(): void;
  onAnother(): void;
}) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <TutoringBookingOutcome answer={answer} zone={zone} heading="Booking review">
            {answer.kind === 'review' && answer.meta.pending.length > 0 && enrollmentId !== null ? (
              <PendingTutoringsPanel enrollmentId={enrollmentId} zone={zone} />
            ) : null}
          </TutoringBookingOutcome>
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
