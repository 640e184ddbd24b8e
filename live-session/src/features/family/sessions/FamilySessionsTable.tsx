import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@tp/domain';
import { AttendanceIcon, formatDay, formatTime } from '@tp/ui';
import { CanceledSessionNote } from './CanceledSessionNote.tsx';
import { SessionNotes } from './SessionNotes.tsx';
import {
  attendanceOf,
  sessionTitle,
  sessionTutorName,
  type FamilySession,
} from './family-sessions-api.ts';

export interface FamilySessionsViewProps {
  sessions: FamilySession[];
  studentId: number;
  timeZone: string;
  now: Date;
  onOpen(sessionId: number): void;
}

/**
 * The sessions as a table (tablets and up): date and time in the viewer's zone, title and
 * subject, tutor, duration, the attendance icon and the notes. The title opens the session;
 * so does a click anywhere on the row.
 */
export function FamilySessionsTable({
  sessions,
  studentId,
  timeZone,
  now,
  onOpen,
}: FamilySessionsViewProps) {
  return (
    <Table size="small" aria-label="Sessions">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Session</TableCell>
          <TableCell>Tutor</TableCell>
          <TableCell>Duration</TableCell>
          <TableCell>Attendance</TableCell>
          <TableCell sx={{ width: '35%' }}>Notes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((session) => {
          const start = new Date(session.startsAt);
          const attendance = attendanceOf(session, studentId);
          return (
            <TableRow
              key={session.id}
              hover
              onClick={() => onOpen(session.id)}
              sx={{ cursor: 'pointer', verticalAlign: 'top' }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{formatDay(start, timeZone)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatTime(start, timeZone)} – {formatTime(new Date(session.endsAt), timeZone)}
                </Typography>
              </TableCell>
              <TableCell>
                <Link
                  component="button"
                  variant="body2"
                  onClick={(event) => {
                    // The row opens it too: once is enough.
                    event.stopPropagation();
                    onOpen(session.id);
                  }}
                  sx={{ textAlign: 'left' }}
                >
                  {sessionTitle(session)}
                </Link>
                {session.course?.subject ? (
                  <Typography variant="body2" color="text.secondary">
                    {session.course.subject.name}
                  </Typography>
                ) : null}
                <CanceledSessionNote session={session} />
              </TableCell>
              <TableCell>{sessionTutorName(session) ?? 'No tutor assigned'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDuration(session.duration)}
              </TableCell>
              <TableCell>
                {/* A canceled session takes no attendance. */}
                {session.canceledAt ? null : (
                  <AttendanceIcon session={session} attended={attendance?.attended} now={now} />
                )}
              </TableCell>
              <TableCell>
                <SessionNotes sessionNotes={session.notes} attendanceNote={attendance?.notes} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
