import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SessionNotesProps {
  /** The session's notes (spec §6: shown to student and parent). */
  sessionNotes: string | null;
  /** The tutor's customer-facing attendance note on this student. */
  attendanceNote: string | null | undefined;
}

/** The notes the tutor wrote for the family: the session's, then the note on the student. */
export function SessionNotes({ sessionNotes, attendanceNote }: SessionNotesProps) {
  const session = sessionNotes?.trim();
  const student = attendanceNote?.trim();
  if (!session && !student)
    return (
      <Typography variant="body2" color="text.secondary">
        No notes
      </Typography>
    );
  return (
    <Stack spacing={0.5}>
      {session ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {session}
        </Typography>
      ) : null}
      {student ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            Tutor’s note:
          </Typography>{' '}
          {student}
        </Typography>
      ) : null}
    </Stack>
  );
}
