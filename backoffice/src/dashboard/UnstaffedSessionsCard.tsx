import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { Session } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { ADMIN_BASE } from '../auth/homeUrl.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { dayWindowInZone } from './dayWindow.ts';

/** Sessions of today (the viewer's day) nobody supervises or is assigned to. */
export function unstaffedTodayFilter(now: Date, zone: string) {
  return { ...dayWindowInZone(now, zone), unassigned: true };
}

/** Today's sessions without a tutor: the first thing to fix before they start. */
export function UnstaffedSessionsCard() {
  const zone = useDisplayTimeZone();
  return (
    <DashboardCard<Session>
      title="Today's sessions without a tutor"
      icon={<EventBusyIcon />}
      resource="sessions"
      filter={unstaffedTodayFilter(new Date(), zone)}
      sort={{ field: 'startsAt', order: 'ASC' }}
      meta={{ include: 'course' }}
      caption={(count) => (count === 1 ? 'session has no tutor' : 'sessions have no tutor')}
      emptyText="Every session today has a tutor."
      arrivesWith="the sessions list"
      preview={(session) => ({
        primary: session.course?.title ?? `Course ${session.courseId}`,
        secondary: formatInZone(session.startsAt, zone, 'h:mm A'),
        to: `${ADMIN_BASE}/courses/${session.courseId}/show`,
      })}
    />
  );
}
