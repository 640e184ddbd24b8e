import { useEffect, useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  NO_SCORED_EXAMS_MESSAGE,
  EXAMS_SERVER_ERROR_MESSAGE,
  reportRequestErrors,
  scoredExamLabel,
  type ExamType,
  type ReportKind,
  type ReportsAnswer,
  type ScoredExam,
} from '@tp/domain';
import { ClosableDialogTitle } from '@tp/ui';
import { ReportRangeInputs, type ReportRange } from '../exams/ReportRangeInputs.tsx';
import { useExamsApi } from '../exams/useExamsApi.ts';

const choiceOf = (exam: ScoredExam) => `${exam.subject}:${exam.form_code}`;

function examTypeOf(scored: readonly ScoredExam[], choice: string): ExamType | null {
  return scored.find((exam) => choiceOf(exam) === choice)?.exam_type ?? null;
}

export interface ExamReportsDialogProps {
  courseId: number;
  /** Today in the user's zone: no report date may be later (spec §5). */
  today: string;
  /** The course's default range and reports (GET /api/reports). */
  overview: ReportsAnswer;
  onClose(): void;
}

/**
 * The Exam reports modal (spec sign-in-exams §2, §5): both dates required, from the course's
 * default range, none after today; the exam type dropdown of the range's scored exams ('type:
 * form code (N scored)', or 'No scored exams were found.'), whose choice narrows the report to
 * that exam type; a radio choice of report; Run Report, disabled
 * while it runs or with no report chosen, queues the e-mail and says where it goes.
 */
export function ExamReportsDialog({ courseId, today, overview, onClose }: ExamReportsDialogProps) {
  const examsApi = useExamsApi();
  const notify = useNotify();
  const [range, setRange] = useState<ReportRange>({
    startDate: overview.default_range.start_date,
    endDate: overview.default_range.end_date,
  });
  const { startDate, endDate } = range;
  const [report, setReport] = useState<ReportKind | null>(null);
  /** The chosen line of the exam type dropdown ('' for every type); the report takes its type. */
  const [examChoice, setExamChoice] = useState('');
  const [scored, setScored] = useState(overview.scored_exams);
  const [isRunning, setIsRunning] = useState(false);
  const errors = reportRequestErrors({ start_date: startDate, end_date: endDate, report }, today);
  const hasDateErrors = Boolean(errors.start_date ?? errors.end_date);

  // The scored exams follow the chosen range.
  useEffect(() => {
    if (hasDateErrors || !startDate || !endDate) return;
    let isCurrent = true;
    examsApi
      .reports({ handles: String(courseId), start_date: startDate, end_date: endDate })
      .then((answer) => isCurrent && setScored(answer.scored_exams))
      .catch(() => isCurrent && notify(EXAMS_SERVER_ERROR_MESSAGE, { type: 'error' }));
    return () => {
      isCurrent = false;
    };
  }, [examsApi, courseId, startDate, endDate, hasDateErrors, notify]);

  const run = async () => {
    if (Object.keys(errors).length > 0 || !report) return;
    setIsRunning(true);
    try {
      const message = await examsApi.runReport({
        handles: String(courseId),
        start_date: startDate,
        end_date: endDate,
        report,
        exam_type: examTypeOf(scored, examChoice),
      });
      notify(message, { type: 'success' });
      onClose();
    } catch {
      notify(EXAMS_SERVER_ERROR_MESSAGE, { type: 'error' });
    } finally {
      setIsRunning(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="exam-reports-title" fullWidth maxWidth="sm">
      <ClosableDialogTitle id="exam-reports-title" onClose={onClose}>
        Exam reports
      </ClosableDialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ReportRangeInputs range={range} onChange={setRange} today={today} errors={errors} />
          {scored.length === 0 ? (
            <Typography variant="body2">{NO_SCORED_EXAMS_MESSAGE}</Typography>
          ) : (
            <TextField
              select
              label="Exam type"
              // '' is "All exam types": shown as such, not as an empty field under its label.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              value={examChoice}
              onChange={(event) => setExamChoice(event.target.value)}
            >
              <MenuItem value="">All exam types</MenuItem>
              {scored.map((exam) => (
                <MenuItem key={choiceOf(exam)} value={choiceOf(exam)}>
                  {scoredExamLabel(exam)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormControl>
            <FormLabel id="exam-report-kind">Report</FormLabel>
            <RadioGroup
              aria-labelledby="exam-report-kind"
              value={report ?? ''}
              onChange={(event) => setReport(event.target.value as ReportKind)}
            >
              {overview.available_reports.map((option) => (
                <FormControlLabel
                  key={option.key}
                  value={option.key}
                  control={<Radio />}
                  label={option.name}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={run}
          disabled={isRunning || Object.keys(errors).length > 0}
          startIcon={isRunning ? <CircularProgress size={16} /> : null}
        >
          Run Report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
