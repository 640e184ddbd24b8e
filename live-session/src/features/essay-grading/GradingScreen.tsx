import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ESSAY_COMMENTS_MAX,
  examSubjectLabel,
  type Transcript,
  EXAMS_SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
} from '@tp/domain';
import { useToast } from '@tp/ui';
import { useExamsApi } from '../exams/useExamsApi.ts';

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; essays: Transcript[] };

/**
 * The built-in exams service's grading screen (the url of GET /api/essay/grading, shown in
 * the Essay Grading page's frame): the essays assigned to the signed-in grader; for one, its
 * text, a rubric score on the exam's essay scale and comments, saved back to the transcript
 * (which tells the student it was scored).
 */
export function GradingScreen() {
  const api = useExamsApi();
  const toast = useToast();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [openId, setOpenId] = useState<number | null>(null);
  const [score, setScore] = useState('');
  const [comments, setComments] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    let live = true;
    api.assignedEssays().then(
      (essays) => {
        if (!live) return;
        setLoad({ status: 'loaded', essays });
        setOpenId(essays[0]?.id ?? null);
      },
      () => live && setLoad({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const essays = load.status === 'loaded' ? load.essays : [];
  const open = essays.find((essay) => essay.id === openId) ?? null;

  async function save(transcript: Transcript) {
    setIsSaving(true);
    try {
      await api.updateTranscript(transcript.id, {
        essay: { score: Number(score), comments: comments.trim() || null },
      });
      toast.success(`Saved the essay score for ${transcript.first_name} ${transcript.last_name}`);
      const rest = essays.filter((essay) => essay.id !== transcript.id);
      setLoad({ status: 'loaded', essays: rest });
      setOpenId(rest[0]?.id ?? null);
      setScore('');
      setComments('');
    } catch {
      toast.error(EXAMS_SERVER_ERROR_MESSAGE, SERVER_ERROR_TITLE);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h1" gutterBottom>
        Essays to grade
      </Typography>
      {load.status === 'loading' && <Skeleton variant="rounded" height={200} />}
      {load.status === 'error' && (
        <Alert severity="error">The essays could not be loaded. Please try again.</Alert>
      )}
      {load.status === 'loaded' && essays.length === 0 && (
        <Alert severity="success">No essays are waiting for you.</Alert>
      )}
      {essays.length > 0 && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Paper variant="outlined" sx={{ minWidth: 240 }}>
            <List aria-label="Assigned essays" dense>
              {essays.map((essay) => (
                <ListItemButton
                  key={essay.id}
                  selected={essay.id === openId}
                  onClick={() => setOpenId(essay.id)}
                >
                  <ListItemText
                    primary={`${essay.first_name} ${essay.last_name}`}
                    secondary={`${examSubjectLabel(essay.subject)} ${essay.form_code}`}
                  />
                </ListItemButton>
              ))}
            </List>
          </Paper>
          {open && open.essay && (
            <Paper variant="outlined" sx={{ p: 2, flex: 1 }} component="section" aria-label="Essay">
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {open.first_name} {open.last_name}: {examSubjectLabel(open.subject)}{' '}
                {open.form_code}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', my: 2 }}>{open.essay.text}</Typography>
              <Stack spacing={2} sx={{ maxWidth: 480 }}>
                <TextField
                  select
                  label="Rubric score"
                  value={score}
                  onChange={(event) => setScore(event.target.value)}
                  helperText={`From ${open.essay.min_score} to ${open.essay.max_score}`}
                >
                  {Array.from(
                    { length: open.essay.max_score - open.essay.min_score + 1 },
                    (_, i) => open.essay!.min_score + i,
                  ).map((value) => (
                    <MenuItem key={value} value={String(value)}>
                      {value}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label="Comments"
                  multiline
                  minRows={3}
                  value={comments}
                  onChange={(event) => setComments(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: ESSAY_COMMENTS_MAX } }}
                />
                <Box>
                  <Button
                    variant="contained"
                    disabled={score === '' || isSaving}
                    onClick={() => void save(open)}
                  >
                    Save score
                  </Button>
                </Box>
              </Stack>
            </Paper>
          )}
        </Stack>
      )}
    </Box>
  );
}
