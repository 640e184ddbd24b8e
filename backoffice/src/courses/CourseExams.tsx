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
  NO_SCORED_EXAMS_MESSAGE,
  SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
  calendarDateIn,
  type Course,
  type ReportsAnswer,
  type ScoreSummary,
  type SectionAnalysis,
} from '@tp/domain';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { useExamsApi } from '../exams/useExamsApi.ts';
import { ExamReportsDialog } from './ExamReportsDialog.tsx';

interface ExamTables {
  overview: ReportsAnswer;
  summaries: ScoreSummary[];
  analysis: SectionAnalysis[];
}

type Loaded = { state: 'loading' } | { state: 'failed' } | ({ state: 'loaded' } & ExamTables);

/** The course's reports, summaries and analysis over its default range (spec §5). */
function useExamTables(courseId: number | undefined): Loaded {
  const examsApi = useExamsApi();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (courseId === undefined) return;
    let isCurrent = true;
    const handles = String(courseId);
    (async () => {
      const overview = await examsApi.reports({ handles });
      const range = { handles, ...overview.default_range };
      const [summaries, analysis] = await Promise.all([
        examsApi.reportSummaries(range),
        examsApi.reportAnalysis(range),
      ]);
      return { overview, summaries, analysis };
    })().then(
      (tables) => isCurrent && setLoaded({ state: 'loaded', ...tables }),
      () => isCurrent && setLoaded({ state: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [examsApi, courseId]);
  return loaded;
}

function SummariesTable({ summaries }: { summaries: ScoreSummary[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Score summaries">
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
              <TableCell>{row.student_name}</TableCell>
              <TableCell>{row.exam_type}</TableCell>
              <TableCell align="right">{row.sittings}</TableCell>
              <TableCell>{`${row.latest_form_code} (${row.latest_taken_on})`}</TableCell>
              <TableCell align="right">{row.latest_score ?? '—'}</TableCell>
              <TableCell align="right">{row.best_score ?? '—'}</TableCell>
              <TableCell>
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
      <Table size="small" aria-label="Section analysis">
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
              <TableCell>{row.section_name}</TableCell>
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
 * the Exam reports button, then the summaries and the section analysis of the course's
 * default range as tables. The tab is only shown for a course of 1 to 399 students.
 */
export function CourseExams() {
  const course = useRecordContext<Course>();
  const zone = useDisplayTimeZone();
  const loaded = useExamTables(course?.id as number | undefined);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  if (!course) return null;
  if (loaded.state === 'loading') return <CircularProgress size={24} sx={{ m: 2 }} />;
  if (loaded.state === 'failed')
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        <AlertTitle>{SERVER_ERROR_TITLE}</AlertTitle>
        {SERVER_ERROR_MESSAGE}
      </Alert>
    );
  const { overview, summaries, analysis } = loaded;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box>
        <Button variant="outlined" onClick={() => setIsDialogOpen(true)}>
          Exam reports
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`Scored exams from ${overview.default_range.start_date} to ${overview.default_range.end_date}`}
      </Typography>
      {summaries.length === 0 ? (
        <Typography variant="body2">{NO_SCORED_EXAMS_MESSAGE}</Typography>
      ) : (
        <>
          <Typography variant="h6">Score summaries</Typography>
          <SummariesTable summaries={summaries} />
          <Typography variant="h6">Section analysis</Typography>
          <AnalysisTable analysis={analysis} />
        </>
      )}
      {isDialogOpen ? (
        <ExamReportsDialog
          courseId={course.id as number}
          today={calendarDateIn(new Date(), zone)}
          overview={overview}
          onClose={() => setIsDialogOpen(false)}
        />
      ) : null}
    </Stack>
  );
}
