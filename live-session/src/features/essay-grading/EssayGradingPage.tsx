import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSignIn } from '../../sign-in/SignInContext.ts';

/**
 * `/tutor/essay-grading` (spec sign-in-exams §2 {app}.essay-grading), the navigation's Essay
 * Grading link for essay graders. The grading frame (GET /api/essay/grading) arrives with the
 * exams issue; until then the page says so rather than the link leading nowhere.
 */
export function EssayGradingPage() {
  const isGrader = useSignIn().user?.flags?.essayGrader ?? false;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Essay Grading
      </Typography>
      <Alert severity="info">
        {isGrader
          ? 'Essays to grade will appear here once essay grading is connected to the exams service.'
          : 'Essay grading is for tutors who grade essays.'}
      </Alert>
    </Stack>
  );
}
