import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { confidenceLevelLabel, type StudyArea } from '@tp/domain';
import { useNavigate } from 'react-router';
import { ClosableDialogTitle } from '@tp/ui';

/** What the dialog shows: the study area of a test day, and whose it is on the tutor's calendar. */
export interface StudyAreaEventDetail {
  area: StudyArea;
  /** The student's name, where the calendar holds several students' test days (the tutor's). */
  studentName?: string;
}

export interface StudyAreaEventDialogProps {
  /** The test day to show; null closes the dialog. */
  detail: StudyAreaEventDetail | null;
  /** Where the study area is edited (the planner's Study areas tab); none: no edit button. */
  editUrl?: string;
  onClose(): void;
}

/** "Saturday, March 14, 2026": a test date is a calendar day, the same in every zone. */
export function formatTestDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

/**
 * A study-area event (a student's test day, spec §2) opened from the calendar: the subject,
 * the test and its day, the goal score and how confident the student feels; for the family,
 * a way to the Study areas tab to change it. Small, it stays a dialog on phones too.
 */
export function StudyAreaEventDialog({ detail, editUrl, onClose }: StudyAreaEventDialogProps) {
  const navigate = useNavigate();
  const area = detail?.area;
  return (
    <Dialog
      open={detail !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="study-area-event-title"
    >
      <ClosableDialogTitle id="study-area-event-title" onClose={onClose}>
        {area?.subject.name ?? 'Study area'}
      </ClosableDialogTitle>
      <DialogContent dividers>
        {area ? (
          <Typography
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 1,
              m: 0,
            }}
          >
            {detail?.studentName ? <Fact label="Student" value={detail.studentName} /> : null}
            <Fact label="Test" value={area.testDate?.title ?? 'None'} />
            {area.testDate ? <Fact label="Date" value={formatTestDay(area.testDate.date)} /> : null}
            <Fact
              label="Goal score"
              value={area.goalScore === null ? 'Not set' : String(area.goalScore)}
            />
            <Fact
              label="Confidence"
              value={confidenceLevelLabel(area.confidenceLevel) ?? 'Not set'}
            />
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {editUrl ? (
          <Button
            variant="outlined"
            onClick={() => {
              onClose();
              void navigate(editUrl);
            }}
          >
            Edit in Study areas
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
