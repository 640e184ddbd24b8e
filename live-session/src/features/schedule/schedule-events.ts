import type { Availability, Session } from '@tp/domain';

/** One thing on the tutor's calendar. */
export interface ScheduleEvent {
  id: string;
  kind: 'session' | 'availability';
  title: string;
  start: Date;
  end: Date;
  /** Sessions that have ended are drawn muted. */
  isPast: boolean;
}

function studentCount(session: Session): number {
  return session.attendances?.length ?? session.attendancesCount;
}

function pluralStudents(count: number): string {
  return `${count} ${count === 1 ? 'student' : 'students'}`;
}

/** "SAT Prep Spring (3 students)": the course title, else the session's name, with its students. */
export function sessionTitle(session: Session): string {
  const name = session.course?.title || session.name || 'Session';
  return `${name} (${pluralStudents(studentCount(session))})`;
}

export function sessionEvent(session: Session, now: Date): ScheduleEvent {
  const end = new Date(session.endsAt);
  return {
    id: `session-${session.id}`,
    kind: 'session',
    title: sessionTitle(session),
    start: new Date(session.startsAt),
    end,
    isPast: end.getTime() <= now.getTime(),
  };
}

export function availabilityEvent(availability: Availability, now: Date): ScheduleEvent {
  const end = new Date(availability.endsAt);
  return {
    id: `availability-${availability.id}`,
    kind: 'availability',
    title: 'Available',
    start: new Date(availability.startsAt),
    end,
    isPast: end.getTime() <= now.getTime(),
  };
}
