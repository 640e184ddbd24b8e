import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sessionProgress, sessionProgressLabel, sessionProgressPercent } from '@tp/domain';
import { sessionStudents, sessionTitle, type LiveSession } from './session-page-api.ts';

interface SessionHeaderProps {
  session: LiveSession;
  now: Date;
  timeZone: string;
  selectedStudentId: number | null;
  onSelectStudent(studentId: number): void;
}

const timeRange = (session: LiveSession, zone: string) => {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const end = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${format.format(new Date(session.startsAt))} – ${end.format(new Date(session.endsAt))}`;
};

/**
 * The page's head (spec §2): title, the progress timer (ticking each second, shown in
 * minutes) and the student selector when there is more than one student.
 */
export function SessionHeader({
  session,
  now,
  timeZone,
  selectedStudentId,
  onSelectStudent,
}: SessionHeaderProps) {
  const progress = sessionProgress(session, now);
  const students = sessionStudents(session);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {sessionTitle(session)}
        </Typography>
        {session.suppressAttendance ? <Chip label="Closed" color="default" /> : null}
        {session.canceledAt ? <Chip label="Canceled" color="error" /> : null}
        {session.sessionSubject ? (
          <Chip label={session.sessionSubject.name} color="primary" variant="outlined" />
        ) : null}
      </Box>
      <Typography color="text.secondary">
        {session.course?.title && session.name ? `${session.course.title} · ` : ''}
        {timeRange(session, timeZone)}
      </Typography>
      <Box
        role="timer"
        aria-label="Session progress"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: 560 }}
      >
        <LinearProgress
          variant="determinate"
          value={sessionProgressPercent(progress)}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          aria-hidden
        />
        <Typography sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 110 }}>
          {sessionProgressLabel(progress)}
        </Typography>
      </Box>
      {students.length > 1 ? (
        <TextField
          select
          size="small"
          label="Student"
          value={selectedStudentId ?? ''}
          onChange={(event) => onSelectStudent(Number(event.target.value))}
          sx={{ maxWidth: 320 }}
        >
          {students.map((student) => (
            <MenuItem key={student.id} value={student.id}>
              {student.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
}
