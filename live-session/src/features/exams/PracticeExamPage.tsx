import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fetchRuntimeConfig } from '@tp/data-provider';
import { examSubjectLabel, isPracticeExamSubject } from '@tp/domain';
import { useAppServices } from '../../app/AppServicesContext.ts';

/**
 * `/practice-exam/{subject}` (spec sign-in-exams §2 {app}.practiceExam): the proctored practice
 * video of one of the six subjects, from the deployment's configured address; any other
 * subject goes to `/`.
 */
export function PracticeExamPage() {
  const subject = useParams().subject ?? '';
  if (!isPracticeExamSubject(subject)) return <Navigate to="/" replace />;
  return <PracticeVideo subject={subject} />;
}

function PracticeVideo({ subject }: { subject: Parameters<typeof examSubjectLabel>[0] }) {
  const { httpClient } = useAppServices();
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchRuntimeConfig(httpClient).then(
      (config) => live && setUrl(config.practiceExamVideos[subject] ?? null),
      () => live && setUrl(null),
    );
    return () => {
      live = false;
    };
  }, [httpClient, subject]);
  const label = examSubjectLabel(subject);
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1">
        {label} proctored practice exam
      </Typography>
      {url === undefined && <Skeleton variant="rounded" height={360} aria-label="Loading video" />}
      {url === null && (
        <Alert severity="info">No practice video is set up for the {label} yet.</Alert>
      )}
      {typeof url === 'string' && (
        <Box
          component="video"
          src={url}
          controls
          preload="metadata"
          aria-label={`${label} practice exam video`}
          sx={{ width: '100%', borderRadius: 1, bgcolor: 'black' }}
        />
      )}
      <Box>
        <Button component={RouterLink} to="/exams/transcripts">
          Back to exams
        </Button>
      </Box>
    </Stack>
  );
}
