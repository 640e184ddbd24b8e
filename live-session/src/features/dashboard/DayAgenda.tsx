import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EVENT_TYPE_LABELS, type CalendarEvent } from '@tp/domain';
import { DashboardCard } from './DashboardCard.tsx';
import type { AgendaSession } from './dashboard-api.ts';
import type { DayAgenda as Agenda } from './useDayAgenda.ts';

const timeIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

type AgendaItem =
  | { kind: 'session'; startsAt: string; session: AgendaSession }
  | { kind: 'event'; startsAt: string; event: CalendarEvent };

/** Sessions and events of the day, in time order. */
function agendaItems(agenda: Agenda): AgendaItem[] {
  const items: AgendaItem[] = [
    ...agenda.sessions.map((session) => ({
      kind: 'session' as const,
      startsAt: session.startsAt,
      session,
    })),
    ...agenda.events.map((event) => ({ kind: 'event' as const, startsAt: event.startsAt, event })),
  ];
  return items.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

function AgendaRow({
  startsAt,
  endsAt,
  zone,
  accent,
  isHighlighted = false,
  onClick,
  children,
}: {
  startsAt: string;
  endsAt: string;
  zone: string;
  accent: string;
  isHighlighted?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <ListItemButton
      onClick={onClick}
      data-new-student={isHighlighted || undefined}
      sx={{
        alignItems: 'flex-start',
        gap: 2,
        borderLeft: 4,
        borderColor: accent,
        mb: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ minWidth: 72 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {timeIn(startsAt, zone)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {timeIn(endsAt, zone)}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </ListItemButton>
  );
}

/**
 * Today's sessions and events in time order (spec §2 "a day-agenda calendar that highlights
 * new students"): a student on their first session with the tutor is marked "New student". A
 * session opens its detail modal, an event the event form.
 */
export function DayAgenda({
  agenda,
  zone,
  onOpenSession,
  onOpenEvent,
}: {
  agenda: Agenda | null;
  zone: string;
  onOpenSession(sessionId: number): void;
  onOpenEvent(eventId: number): void;
}) {
  if (agenda === null)
    return (
      <DashboardCard title="Today" id="day-agenda-title">
        <Skeleton variant="rounded" height={96} aria-label="Loading today’s agenda" />
      </DashboardCard>
    );
  const items = agendaItems(agenda);
  return (
    <DashboardCard title="Today" id="day-agenda-title">
      {agenda.failed ? (
        <Typography variant="body2" color="text.secondary">
          Today’s agenda could not be loaded. Reload the page to try again.
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing scheduled today.
        </Typography>
      ) : (
        <List disablePadding aria-label="Today’s sessions">
          {items.map((item) => {
            if (item.kind === 'event') {
              const { event } = item;
              return (
                <AgendaRow
                  key={`event-${event.id}`}
                  startsAt={event.startsAt}
                  endsAt={event.endsAt}
                  zone={zone}
                  accent="secondary.main"
                  onClick={() => onOpenEvent(event.id)}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {event.name || EVENT_TYPE_LABELS[event.type]}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {EVENT_TYPE_LABELS[event.type]}
                  </Typography>
                </AgendaRow>
              );
            }
            const { session } = item;
            const students = session.attendances ?? [];
            const isNew = (studentId: number) => agenda.newStudentIds.has(studentId);
            const hasNewStudent = students.some((a) => isNew(a.studentId));
            return (
              <AgendaRow
                key={`session-${session.id}`}
                startsAt={session.startsAt}
                endsAt={session.endsAt}
                zone={zone}
                accent={hasNewStudent ? 'warning.main' : 'primary.main'}
                isHighlighted={hasNewStudent}
                onClick={() => onOpenSession(session.id)}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {session.course?.title || session.name || 'Session'}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                  {students.map((attendance) => {
                    const name = attendance.student?.fullName ?? 'Student';
                    return (
                      <Chip
                        key={attendance.id}
                        size="small"
                        label={isNew(attendance.studentId) ? `${name} · New student` : name}
                        color={isNew(attendance.studentId) ? 'warning' : 'default'}
                        variant={isNew(attendance.studentId) ? 'filled' : 'outlined'}
                      />
                    );
                  })}
                </Box>
              </AgendaRow>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}
