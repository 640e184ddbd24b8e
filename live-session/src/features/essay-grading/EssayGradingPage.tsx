import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEssayGrader, EXAMS_SERVER_ERROR_MESSAGE } from '@tp/domain';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { useExamsApi } from '../exams/useExamsApi.ts';

/**
 * `/tutor/essay-grading` (spec sign-in-exams §2 {app}.essay-grading): the exams service's
 * grading page (the url GET /api/essay/grading answers: the built-in service's own grading
 * screen) in a frame, with a spinner until it has loaded. Only for essay graders (§6).
 */
export function EssayGradingPage() {
  const user = useSignIn().user;
  const isGrader = user !== null && isEssayGrader(user);
  const api = useExamsApi();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    if (!isGrader) return;
    let live = true;
    api.grading().then(
      (answer) => live && setUrl(answer.url),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, isGrader]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Essay Grading
      </Typography>
      {!isGrader && <Alert severity="info">Essay grading is for tutors who grade essays.</Alert>}
      {failed && <Alert severity="error">{EXAMS_SERVER_ERROR_MESSAGE}</Alert>}
      {isGrader && !failed && (
        <Box sx={{ position: 'relative', minHeight: 640 }}>
          {!isLoaded && (
            <Box
              role="progressbar"
              aria-label="Loading the grading page"
              sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
            >
              <CircularProgress />
            </Box>
          )}
          {url && (
            <Box
              component="iframe"
              title="Essay grading"
              src={url}
              onLoad={() => setIsLoaded(true)}
              sx={{
                width: '100%',
                height: 720,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                visibility: isLoaded ? 'visible' : 'hidden',
              }}
            />
          )}
        </Box>
      )}
    </Stack>
  );
}
