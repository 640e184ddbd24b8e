import { Stack, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import type { Tutor, TutorDegree } from '@tp/domain';

/**
 * The tutor's degrees as they keep them on their profile (issue 25), newest first: staff read
 * them here to match a tutor with students.
 */
export function TutorEducation() {
  const tutor = useRecordContext<Tutor>();
  const {
    data: degrees,
    isPending,
    error,
  } = useGetList<TutorDegree>(
    'tutor_degrees',
    {
      filter: { tutorId: tutor?.id },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'graduation_year', order: 'DESC' },
    },
    { enabled: Boolean(tutor) },
  );
  if (error) {
    return (
      <Typography variant="body2" color="error">
        The degrees could not be loaded.
      </Typography>
    );
  }
  if (isPending || !degrees) return null;
  if (degrees.length === 0) return <Typography variant="body2">No degrees on file.</Typography>;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {degrees.map((degree) => (
        <Typography component="li" variant="body2" key={degree.id}>
          {degree.degreeLevelName}
          {degree.fieldOfStudy ? `, ${degree.fieldOfStudy}` : ''} — {degree.institution}
          {degree.graduationYear === null ? '' : ` (${degree.graduationYear})`}
        </Typography>
      ))}
    </Stack>
  );
}
