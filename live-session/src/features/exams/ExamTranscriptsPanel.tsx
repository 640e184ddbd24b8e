import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  EXAM_TYPES,
  EXAMS_SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
  essayStatus,
  transcriptDay,
  TRANSCRIPT_DELETE_CONFIRM,
  examSubjectLabel,
  examSubjectOf,
  mayWriteTranscripts,
  type Transcript,
} from '@tp/domain';
import { ScoreCharts, useToast } from '@tp/ui';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { useExamsApi } from './useExamsApi.ts';

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; transcripts: Transcript[] };

/**
 * A student's exams (spec sign-in-exams §2 "Exam transcripts screen"): one score chart per exam
 * type, the transcripts with delete ("Are you sure you want to delete this exam?", then
 * "Successfully Deleted exam {id}"), and the proctored practice videos, ACT, SAT and PSAT, each
 * standard or extended time.
 */
export function ExamTranscriptsPanel({
  studentId,
  highlightId = null,
}: {
  studentId: number;
  highlightId?: number | null;
}) {
  const api = useExamsApi();
  const toast = useToast();
  const { user } = useSignIn();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [confirming, setConfirming] = useState<Transcript | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const reload = useCallback(() => {
    let live = true;
    api.transcripts(studentId).then(
      (transcripts) => live && setLoad({ status: 'loaded', transcripts }),
      () => live && setLoad({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, studentId]);
  useEffect(reload, [reload]);

  const canDelete = user !== null && mayWriteTranscripts(user);

  async function remove(transcript: Transcript) {
    setIsDeleting(true);
    try {
      toast.success(await api.deleteTranscript(transcript.id));
      setLoad((current) =>
        current.status === 'loaded'
          ? {
              status: 'loaded',
              transcripts: current.transcripts.filter((t) => t.id !== transcript.id),
            }
          : current,
      );
    } catch {
      toast.error(EXAMS_SERVER_ERROR_MESSAGE, SERVER_ERROR_TITLE);
    } finally {
      setIsDeleting(false);
      setConfirming(null);
    }
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h5" component="h1">
        Exams
      </Typography>
      {load.status === 'loading' && (
        <Stack spacing={2} aria-busy="true" aria-label="Loading exams">
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      )}
      {load.status === 'error' && (
        <Alert severity="error">The exams could not be loaded. Please try again.</Alert>
      )}
      {load.status === 'loaded' && (
        <>
          <ScoreCharts transcripts={load.transcripts} />
          <TranscriptList
            transcripts={load.transcripts}
            highlightId={highlightId}
            onDelete={canDelete ? setConfirming : null}
          />
        </>
      )}
      <PracticeVideoChoices />
      <Dialog
        open={confirming !== null}
        onClose={isDeleting ? undefined : () => setConfirming(null)}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle>Delete exam</DialogTitle>
        <DialogContent>
          <DialogContentText>{TRANSCRIPT_DELETE_CONFIRM}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={isDeleting}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={isDeleting}
            onClick={() => confirming && void remove(confirming)}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function TranscriptList({
  transcripts,
  highlightId,
  onDelete,
}: {
  transcripts: Transcript[];
  highlightId: number | null;
  onDelete: ((transcript: Transcript) => void) | null;
}) {
  // Newest first, as a list of sittings reads.
  const newestFirst = [...transcripts].reverse();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="exam-transcripts-heading">
      <Typography id="exam-transcripts-heading" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        Exam transcripts
      </Typography>
      {newestFirst.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          No exams yet.
        </Typography>
      ) : (
        <List aria-label="Exam transcripts">
          {newestFirst.map((transcript) => {
            const essay = essayStatus(transcript);
            const sections = transcript.sections
              .map((s) => `${s.name} ${s.score ?? '–'}`)
              .join(' · ');
            return (
              <ListItem
                key={transcript.id}
                divider
                aria-current={transcript.id === highlightId ? 'true' : undefined}
                sx={transcript.id === highlightId ? { bgcolor: 'action.selected' } : undefined}
                secondaryAction={
                  onDelete && (
                    <IconButton
                      edge="end"
                      aria-label={`Delete exam ${transcript.id}`}
                      onClick={() => onDelete(transcript)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  )
                }
              >
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <span>
                        {examSubjectLabel(transcript.subject)} {transcript.form_code}
                      </span>
                      <Chip
                        size="small"
                        color={transcript.score === null ? 'default' : 'primary'}
                        label={
                          transcript.score === null
                            ? 'Not scored yet'
                            : `${transcript.score} of ${transcript.max_score}`
                        }
                      />
                    </Stack>
                  }
                  secondary={[transcriptDay(transcript), sections, essay]
                    .filter(Boolean)
                    .join(' — ')}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}

/** Spec §2: "practice video choices ACT, SAT, PSAT, each standard or extended time". */
function PracticeVideoChoices() {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="practice-heading">
      <Typography id="practice-heading" variant="h6" component="h2" gutterBottom>
        Proctored practice video
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {EXAM_TYPES.flatMap((type) =>
          [false, true].map((extended) => {
            const subject = examSubjectOf(type, extended);
            return (
              <Button
                key={subject}
                variant={extended ? 'outlined' : 'contained'}
                component={RouterLink}
                to={`/practice-exam/${subject}`}
              >
                {examSubjectLabel(subject)}
              </Button>
            );
          }),
        )}
      </Box>
    </Paper>
  );
}
