import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@tp/domain';
import { AttendanceIcon, formatDay, formatTime } from '@tp/ui';
import type { FamilySessionsViewProps } from './FamilySessionsTable.tsx';
import { CanceledSessionNote } from './CanceledSessionNote.tsx';
import { SessionNotes } from './SessionNotes.tsx';
import { attendanceOf, sessionTitle, sessionTutorName } from './family-sessions-api.ts';

/** The sessions as cards (phones): the table's columns stacked, the card opens the session. */
export function FamilySessionCards({
  sessions,
  studentId,
  timeZone,
  now,
  onOpen,
}: FamilySessionsViewProps) {
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label="Sessions"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {sessions.map((session) => {
        const start = new Date(session.startsAt);
        const attendance = attendanceOf(session, studentId);
        const tutor = sessionTutorName(session);
        return (
          <Card
            component="li"
            key={session.id}
            variant="outlined"
            sx={{ display: 'flex', alignItems: 'flex-start' }}
          >
            <CardActionArea onClick={() => onOpen(session.id)} sx={{ flexGrow: 1, minWidth: 0 }}>
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="subtitle2" component="h3">
                  {sessionTitle(session)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDay(start, timeZone)} · {formatTime(start, timeZone)} ·{' '}
                  {formatDuration(session.duration)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[session.course?.subject?.name, tutor ? `with ${tutor}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <CanceledSessionNote session={session} />
                <Box sx={{ mt: 1 }}>
                  <SessionNotes sessionNotes={session.notes} attendanceNote={attendance?.notes} />
                </Box>
              </CardContent>
            </CardActionArea>
            {/* Beside the action area, so its label stays its own (not part of a button's name). */}
            {session.canceledAt ? null : (
              <Box sx={{ p: 1.5, pl: 0 }}>
                <AttendanceIcon session={session} attended={attendance?.attended} now={now} />
              </Box>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
