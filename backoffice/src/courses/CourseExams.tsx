import { useEffect, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRecordContext } from 'react-admin';
import {
  EXAMS_SERVER_ERROR_MESSAGE,
  NO_SCORED_EXAMS_MESSAGE,
  SERVER_ERROR_TITLE,
  calendarDateIn,
  reportRangeErrors,
  type Course,
  type ReportsAnswer,
  type ScoreSummary,
  type SectionAnalysis,
} from '@tp/domain';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { ReportRangeInputs, type ReportRange } from '../exams/ReportRangeInputs.tsx';
import { useExamsApi } from '../exams/useExamsApi.ts';
import { ExamReportsDialog } from './ExamReportsDialog.tsx';

type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; value: T };

/** The course's reports and default range (GET /api/reports, spec §5). */
function useExamsOverview(courseId: number | undefined): Load<ReportsAnswer> {
  const examsApi = useExamsApi();
  const [overview, setOverview] = useState<Load<ReportsAnswer>>({ state: 'loading' });
  useEffect(() => {
    if (courseId === undefined) return;
    let isCurrent = true;
    examsApi.reports({ handles: String(courseId) }).then(
      (value) => isCurrent && setOverview({ state: 'loaded', value }),
      () => isCurrent && setOverview({ state: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [examsApi, courseId]);
  return overview;
}

interface ExamTables {
  summaries: ScoreSummary[];
  analysis: SectionAnalysis[];
}

type Settled<T> = { state: 'failed' } | { state: 'loaded'; value: T };

/**
 * The summaries and section analysis of the chosen range, loading again when it changes (an
 * answer for an earlier range is never shown for a later one); nothing is asked while the
 * range has errors.
 */
function useExamTables(courseId: number, range: ReportRange, isValid: boolean): Load<ExamTables> {
  const examsApi = useExamsApi();
  const { startDate, endDate } = range;
  const asked = `${courseId} ${startDate} ${endDate}`;
  const [settled, setSettled] = useState<{ asked: string; load: Settled<ExamTables> } | null>(null);
  useEffect(() => {
    if (!isValid || !startDate || !endDate) return;
    let isCurrent = true;
    const query = { handles: String(courseId), start_date: startDate, end_date: endDate };
    const settle = (load: Settled<ExamTables>) =>
      isCurrent && setSettled({ asked: `${courseId} ${startDate} ${endDate}`, load });
    Promise.all([examsApi.reportSummaries(query), examsApi.reportAnalysis(query)]).then(
      ([summaries, analysis]) => settle({ state: 'loaded', value: { summaries, analysis } }),
      () => settle({ state: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [examsApi, courseId, startDate, endDate, isValid]);
  return settled?.asked === asked ? settled.load : { state: 'loading' };
}

function ExamsServerError() {
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      <AlertTitle>{SERVER_ERROR_TITLE}</AlertTitle>
      {EXAMS_SERVER_ERROR_MESSAGE}
    </Alert>
  );
}

/** At phone width the tables scroll sideways rather than break short headers over lines. */
const NOWRAP_HEADERS = { '& th': { whiteSpace: 'nowrap' } } as const;

function SummariesTable({ summaries }: { summaries: ScoreSummary[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Score summaries" sx={NOWRAP_HEADERS}>
        <TableHead>
          <TableRow>
            <TableCell>Student</TableCell>
            <TableCell>Exam type</TableCell>
            <TableCell align="right">Sittings</TableCell>
            <TableCell>Latest</TableCell>
            <TableCell align="right">Latest score</TableCell>
            <TableCell align="right">Best score</TableCell>
            <TableCell>Best by section</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summaries.map((row) => (
            <TableRow key={`${row.student_id}-${row.exam_type}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.student_name}</TableCell>
              <TableCell>{row.exam_type}</TableCell>
              <TableCell align="right">{row.sittings}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {`${row.latest_form_code} (${row.latest_taken_on})`}
              </TableCell>
              <TableCell align="right">{row.latest_score ?? '—'}</TableCell>
              <TableCell align="right">{row.best_score ?? '—'}</TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                {row.sections.map((s) => `${s.name} ${s.best ?? '—'}`).join(', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AnalysisTable({ analysis }: { analysis: SectionAnalysis[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Section analysis" sx={NOWRAP_HEADERS}>
        <TableHead>
          <TableRow>
            <TableCell>Exam type</TableCell>
            <TableCell>Section</TableCell>
            <TableCell align="right">Count</TableCell>
            <TableCell align="right">Average</TableCell>
            <TableCell align="right">Min</TableCell>
            <TableCell align="right">Max</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {analysis.map((row) => (
            <TableRow key={`${row.exam_type}-${row.section_key}`}>
              <TableCell>{row.exam_type}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.section_name}</TableCell>
              <TableCell align="right">{row.count}</TableCell>
              <TableCell align="right">{row.average}</TableCell>
              <TableCell align="right">{row.min}</TableCell>
              <TableCell align="right">{row.max}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The course's Exams tab (spec sign-in-exams §2 "Course exams tab and course score reports"):
 * the Exam reports button, then the summaries and the section analysis as tables, over the
 * course's default range until the user chooses another with the modal's rules (§5: both
 * dates required, none after today). The tab is only shown for a course of 1 to 399 students.
 */
export function CourseExams() {
  const course = useRecordContext<Course>();
  const overview = useExamsOverview(course?.id as number | undefined);
  if (!course) return null;
  if (overview.state === 'loading')
    return <CircularProgress size={24} sx={{ m: 2 }} aria-label="Loading exams" />;
  if (overview.state === 'failed') return <ExamsServerError />;
  return <CourseExamTables courseId={course.id as number} overview={overview.value} />;
}

function CourseExamTables({ courseId, overview }: { courseId: number; overview: ReportsAnswer }) {
  const zone = useDisplayTimeZone();
  const today = calendarDateIn(new Date(), zone);
  const [range, setRange] = useState<ReportRange>({
    startDate: overview.default_range.start_date,
    endDate: overview.default_range.end_date,
  });
  const errors = reportRangeErrors({ start_date: range.startDate, end_date: range.endDate }, today);
  const isValid = Object.keys(errors).length === 0;
  const tables = useExamTables(courseId, range, isValid);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Box>
        <Button variant="outlined" onClick={() => setIsDialogOpen(true)}>
          Exam reports
        </Button>
      </Box>
      <Box
        component="fieldset"
        aria-label="Scored exams between"
        sx={{ border: 0, m: 0, p: 0, maxWidth: 560 }}
      >
        <ReportRangeInputs
          range={range}
          onChange={setRange}
          today={today}
          errors={errors}
          direction="row"
        />
      </Box>
      {!isValid ? null : tables.state === 'loading' ? (
        <CircularProgress size={24} aria-label="Loading score summaries" />
      ) : tables.state === 'failed' ? (
        <ExamsServerError />
      ) : tables.value.summaries.length === 0 ? (
        <Typography variant="body2">{NO_SCORED_EXAMS_MESSAGE}</Typography>
      ) : (
        <>
          <Typography variant="h6">Score summaries</Typography>
          <SummariesTable summaries={tables.value.summaries} />
          <Typography variant="h6">Section analysis</Typography>
          <AnalysisTable analysis={tables.value.analysis} />
        </>
      )}
      {isDialogOpen ? (
        <ExamReportsDialog
          courseId={courseId}
          today={today}
          overview={overview}
          onClose={() => setIsDialogOpen(false)}
        />
      ) : null}
    </Stack>
  );
}
