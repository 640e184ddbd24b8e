import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Chip, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useGetList } from 'react-admin';
import {
  addCalendarMonths,
  calendarDateIn,
  monthGrid,
  monthGridWindow,
  monthOf,
  type CalendarDate,
  type CalendarMonth,
  type Course,
  type Session,
} from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { sessionTypeLabel } from '@tp/domain';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Spec §9: course session lists ask for 100 at a time; a month holds far fewer. */
const PER_MONTH = 100;
const SOONEST_FIRST = { field: 'startsAt', order: 'ASC' } as const;

/** What the calendar hands on: the picked sessions, and how to clear the pick after a save. */
export type EditSessions = (ids: number[], unselect: () => void) => void;

/**
 * The month the calendar opens on: upcoming sessions start from today's month (or the
 * course's first month when it has not begun); all sessions from the course's first month.
 */
export function initialMonth(
  course: Pick<Course, 'startsAt'>,
  upcoming: boolean,
  zone: string,
  now = new Date(),
): CalendarMonth {
  const today = calendarDateIn(now, zone);
  const start = course.startsAt ? course.startsAt.slice(0, 10) : null;
  if (!start) return monthOf(today);
  return monthOf(upcoming && start < today ? today : start);
}

/**
 * A course's sessions on a month calendar in the staff member's zone (staff spec §2, "select
 * sessions of the course"): a session is picked or unpicked by a click, picks are kept across
 * months, and "Edit sessions" opens the picked ones in the session editor. Without the right
 * to edit, a click opens the session (`onOpen`: the detail modal). Phones get the month's days
 * as a list.
 */
export function CourseSessionsCalendar({
  course,
  upcoming,
  zone,
  onEdit,
  onOpen,
}: {
  course: Course;
  upcoming: boolean;
  zone: string;
  onEdit: EditSessions | null;
  onOpen(sessionId: number): void;
}) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [month, setMonth] = useState(() => initialMonth(course, upcoming, zone));
  const [picked, setPicked] = useState<number[]>([]);
  const range = useMemo(() => monthGridWindow(month, zone), [month, zone]);
  const { data: sessions = [], isPending } = useGetList<Session>('sessions', {
    filter: {
      courseId: course.id,
      startsAt: range.start.toISOString(),
      endsAt: range.end.toISOString(),
      ...(upcoming ? { upcoming: true } : {}),
    },
    pagination: { page: 1, perPage: PER_MONTH },
    sort: SOONEST_FIRST,
  });
  const byDay = useMemo(() => {
    const days = new Map<CalendarDate, Session[]>();
    for (const session of sessions) {
      const day = calendarDateIn(new Date(session.startsAt), zone);
      days.set(day, [...(days.get(day) ?? []), session]);
    }
    return days;
  }, [sessions, zone]);

  const toggle = (session: Session) => {
    if (!onEdit) {
      onOpen(session.id);
      return;
    }
    setPicked((ids) =>
      ids.includes(session.id) ? ids.filter((id) => id !== session.id) : [...ids, session.id],
    );
  };
  const chips = (day: CalendarDate) =>
    (byDay.get(day) ?? []).map((session) => (
      <SessionChip
        key={session.id}
        session={session}
        zone={zone}
        picked={picked.includes(session.id)}
        selectable={onEdit !== null}
        onClick={() => toggle(session)}
      />
    ));
  const title = formatInZone(`${month}-15T12:00:00Z`, 'UTC', 'MMMM YYYY');

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <IconButton
          aria-label="Previous month"
          onClick={() => setMonth(addCalendarMonths(month, -1))}
        >
          <ChevronLeft />
        </IconButton>
        <Typography component="h3" variant="subtitle1" sx={{ minWidth: 140, textAlign: 'center' }}>
          {title}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => setMonth(addCalendarMonths(month, 1))}>
          <ChevronRight />
        </IconButton>
        {onEdit ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, ml: { sm: 'auto' } }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {picked.length} selected
            </Typography>
            <Button size="small" disabled={picked.length === 0} onClick={() => setPicked([])}>
              Clear
            </Button>
            <Button
              size="small"
              variant="contained"
              disabled={picked.length === 0}
              onClick={() => onEdit(picked, () => setPicked([]))}
            >
              Edit sessions
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {!isPending && sessions.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No sessions this month.
        </Typography>
      ) : null}
      {isSmall ? (
        <DayList weeks={monthGrid(month)} month={month} chips={chips} />
      ) : (
        <MonthTable weeks={monthGrid(month)} month={month} chips={chips} />
      )}
    </Box>
  );
}

function SessionChip({
  session,
  zone,
  picked,
  selectable,
  onClick,
}: {
  session: Session;
  zone: string;
  picked: boolean;
  selectable: boolean;
  onClick: () => void;
}) {
  const time = formatInZone(session.startsAt, zone, 'h:mm A');
  const label = `${time} ${session.name || sessionTypeLabel(session.type)}`;
  return (
    <Chip
      size="small"
      clickable
      label={label}
      title={`${formatInZone(session.startsAt, zone)} · ${sessionTypeLabel(session.type)}`}
      color={picked ? 'primary' : 'default'}
      variant={picked ? 'filled' : 'outlined'}
      aria-pressed={selectable ? picked : undefined}
      onClick={onClick}
      sx={{ maxWidth: '100%', justifyContent: 'flex-start' }}
    />
  );
}

type Chips = (day: CalendarDate) => ReactNode[];

/** What both views of the month take: its weeks, the month itself, each day's sessions. */
interface MonthViewProps {
  weeks: CalendarDate[][];
  month: CalendarMonth;
  chips: Chips;
}

const dayNumber = (day: CalendarDate) => Number(day.slice(8));
/** "Thu, Dec 3": a calendar date read as itself (noon UTC, so no zone moves it). */
const dayLabel = (day: CalendarDate) => formatInZone(`${day}T12:00:00Z`, 'UTC', 'ddd, MMM D');

function MonthTable({ weeks, month, chips }: MonthViewProps) {
  return (
    <Box
      component="section"
      aria-label="Sessions by day"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {WEEKDAYS.map((weekday) => (
        <Typography
          key={weekday}
          variant="caption"
          sx={{
            p: 0.5,
            textAlign: 'center',
            fontWeight: 600,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {weekday}
        </Typography>
      ))}
      {weeks.flat().map((day) => (
        <Stack
          key={day}
          role="group"
          aria-label={dayLabel(day)}
          sx={{
            minHeight: 88,
            p: 0.5,
            gap: 0.5,
            borderTop: 1,
            borderColor: 'divider',
            opacity: monthOf(day) === month ? 1 : 0.55,
          }}
        >
          <Typography variant="caption" sx={{ textAlign: 'right' }}>
            {dayNumber(day)}
          </Typography>
          {chips(day)}
        </Stack>
      ))}
    </Box>
  );
}

function DayList({ weeks, month, chips }: MonthViewProps) {
  const days = weeks
    .flat()
    .filter((day) => monthOf(day) === month)
    .map((day) => ({ day, items: chips(day) }))
    .filter(({ items }) => items.length > 0);
  return (
    <Stack sx={{ gap: 1.5 }}>
      {days.map(({ day, items }) => (
        <Box key={day} role="group" aria-label={dayLabel(day)}>
          <Typography variant="subtitle2">{dayLabel(day)}</Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {items}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
