import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  Skeleton,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import {
  EXAMS_SERVER_ERROR_MESSAGE,
  NO_ESSAY_GRADERS_MESSAGE,
  essayStatus,
  transcriptDay,
  examSubjectLabel,
  type EssayGrader,
  type Student,
  type Transcript,
} from '@tp/domain';
import { useExamsApi } from '../exams/useExamsApi.ts';

const ScoreCharts = lazy(() => import('./StudentScoreCharts.tsx'));

type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; value: T };

/** An essay written and not scored yet may be given to a grader. */
const awaitsGrading = (transcript: Transcript) =>
  transcript.essay !== null && transcript.essay.text !== null && transcript.essay.score === null;

/**
 * The Assign essay grader modal (spec sign-in-exams §2 Modals): the essay graders with their
 * waiting essays, or 'There are no essay graders.'; choosing one assigns the essay and says so.
 */
function AssignGraderDialog({
  transcript,
  onClose,
  onAssigned,
}: {
  transcript: Transcript;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const examsApi = useExamsApi();
  const notify = useNotify();
  const [graders, setGraders] = useState<Load<EssayGrader[]>>({ state: 'loading' });
  const [isAssigning, setIsAssigning] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    examsApi.graders().then(
      (value) => isCurrent && setGraders({ state: 'loaded', value }),
      () => isCurrent && setGraders({ state: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [examsApi]);

  async function assign(grader: EssayGrader) {
    setIsAssigning(true);
    try {
      notify(await examsApi.assignEssay(transcript.id, grader.id), { type: 'success' });
      onAssigned();
    } catch {
      notify(EXAMS_SERVER_ERROR_MESSAGE, { type: 'error' });
      setIsAssigning(false);
    }
  }

  return (
    <Dialog open onClose={isAssigning ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Assign essay grader</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {examSubjectLabel(transcript.subject)} {transcript.form_code}, {transcriptDay(transcript)}
        </Typography>
        {graders.state === 'loading' && <CircularProgress size={24} aria-label="Loading graders" />}
        {graders.state === 'failed' && <Alert severity="error">{EXAMS_SERVER_ERROR_MESSAGE}</Alert>}
        {graders.state === 'loaded' && graders.value.length === 0 && (
          <Alert severity="info">{NO_ESSAY_GRADERS_MESSAGE}</Alert>
        )}
        {graders.state === 'loaded' && graders.value.length > 0 && (
          <List aria-label="Essay graders" dense>
            {graders.value.map((grader) => (
              <ListItemButton
                key={grader.id}
                disabled={isAssigning}
                selected={transcript.essay?.grader?.id === grader.id}
                onClick={() => void assign(grader)}
              >
                <ListItemText
                  primary={grader.name}
                  secondary={`${grader.assigned_essays} waiting`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isAssigning}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The student's Exams tab (spec staff-and-crm §2 "/exams (exam transcripts)"): one score chart
 * per exam type (as the family app's Exams screen, spec sign-in-exams §2), then every sitting,
 * newest first, with its scores and essay; staff give a waiting essay to a grader.
 */
export function StudentExams() {
  const student = useRecordContext<Student>();
  const examsApi = useExamsApi();
  const [transcripts, setTranscripts] = useState<Load<Transcript[]>>({ state: 'loading' });
  const [assigning, setAssigning] = useState<Transcript | null>(null);
  const studentId = student?.id;

  const reload = useCallback(() => {
    if (studentId === undefined) return;
    let isCurrent = true;
    examsApi.transcripts(studentId).then(
      (value) => isCurrent && setTranscripts({ state: 'loaded', value: [...value].reverse() }),
      () => isCurrent && setTranscripts({ state: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [examsApi, studentId]);
  useEffect(reload, [reload]);

  if (transcripts.state === 'loading')
    return <CircularProgress size={24} aria-label="Loading exams" sx={{ m: 2 }} />;
  if (transcripts.state === 'failed')
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {EXAMS_SERVER_ERROR_MESSAGE}
      </Alert>
    );
  if (transcripts.value.length === 0)
    return (
      <Typography color="text.secondary" sx={{ m: 2 }}>
        No exams recorded for this student.
      </Typography>
    );
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Suspense
        fallback={<Skeleton variant="rounded" height={280} aria-label="Loading score charts" />}
      >
        <ScoreCharts transcripts={transcripts.value} />
      </Suspense>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Exam transcripts">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Exam</TableCell>
              <TableCell align="right">Score</TableCell>
              <TableCell>Sections</TableCell>
              <TableCell>Essay</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {transcripts.value.map((transcript) => (
              <TableRow key={transcript.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{transcriptDay(transcript)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {examSubjectLabel(transcript.subject)} {transcript.form_code}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {transcript.score === null
                    ? 'Not scored yet'
                    : `${transcript.score} of ${transcript.max_score}`}
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  {transcript.sections.map((s) => `${s.name} ${s.score ?? '–'}`).join(' · ')}
                </TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{essayStatus(transcript) ?? '—'}</span>
                    {awaitsGrading(transcript) && (
                      <Button
                        size="small"
                        onClick={() => setAssigning(transcript)}
                        aria-label={`Assign a grader to exam ${transcript.id}`}
                      >
                        Assign grader
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {assigning && (
        <AssignGraderDialog
          transcript={assigning}
          onClose={() => setAssigning(null)}
          onAssigned={() => {
            setAssigning(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}
