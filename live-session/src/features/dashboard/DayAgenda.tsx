import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DashboardCard } from './DashboardCard.tsx';
import type { DayAgenda as Agenda } from './useDayAgenda.ts';

const timeIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

/**
 * Today's sessions in time order (spec §2 "a day-agenda calendar that highlights new
 * students"); a session opens its detail modal.
 */
export function DayAgenda({
  agenda,
  zone,
  onOpenSession,
}: {
  agenda: Agenda | null;
  zone: string;
  onOpenSession(sessionId: number): void;
}) {
  return (
    <DashboardCard title="Today" id="day-agenda-title">
      {agenda === null ? (
        <Skeleton variant="rounded" height={96} aria-label="Loading today’s sessions" />
      ) : agenda.sessions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No sessions today.
        </Typography>
      ) : (
        <List disablePadding aria-label="Today’s sessions">
          {agenda.sessions.map((session) => {
            const students = session.attendances ?? [];
            const hasNewStudent = students.some((a) => agenda.newStudentIds.has(a.studentId));
            return (
              <ListItemButton
                key={session.id}
                onClick={() => onOpenSession(session.id)}
                data-new-student={hasNewStudent || undefined}
                sx={{
                  alignItems: 'flex-start',
                  gap: 2,
                  borderLeft: 4,
                  borderColor: hasNewStudent ? 'warning.main' : 'primary.main',
                  mb: 1,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                }}
              >
                <Box sx={{ minWidth: 72 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {timeIn(session.startsAt, zone)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {timeIn(session.endsAt, zone)}
                  </Typography>
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {session.course?.title || session.name || 'Session'}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {students.map((attendance) => (
                      <Chip
                        key={attendance.id}
                        size="small"
                        label={
                          agenda.newStudentIds.has(attendance.studentId)
                            ? `${attendance.student?.fullName ?? 'Student'} · New student`
                            : (attendance.student?.fullName ?? 'Student')
                        }
                        color={
                          agenda.newStudentIds.has(attendance.studentId) ? 'warning' : 'default'
                        }
                        variant={
                          agenda.newStudentIds.has(attendance.studentId) ? 'filled' : 'outlined'
                        }
                      />
                    ))}
                  </Box>
                </Box>
              </ListItemButton>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}
