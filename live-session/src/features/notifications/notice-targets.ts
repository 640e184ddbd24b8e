import { noticeActionOf, type Notice } from '@tp/domain';
import { courseUpcomingPath } from '../dashboard/useUpcomingFromUrl.ts';

/** Where a notice's action leads (spec §4 "Notice actions by title"). */
export type NoticeTarget =
  | { kind: 'route'; to: string; label: string }
  | { kind: 'session'; sessionId: number; label: string }
  | { kind: 'pog'; label: string };

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The one action of a notice, by its title; null when its title has none or its link is gone. */
export function noticeTarget(notice: Notice, now: Date, timeZone: string): NoticeTarget | null {
  const id = notice.linkId;
  switch (noticeActionOf(notice.title)) {
    case 'student':
      return id === null
        ? null
        : { kind: 'route', to: `/tutor/students/${id}`, label: 'View student' };
    case 'studentPlanner':
      return id === null
        ? null
        : {
            kind: 'route',
            to: `/tutor/students/${id}/academic-planner`,
            label: 'Academic planner',
          };
    case 'message':
      return id === null
        ? { kind: 'route', to: '/tutor/dashboard', label: 'Open dashboard' }
        : { kind: 'route', to: `/tutor/messages/${id}`, label: 'View message' };
    case 'courseUpcoming':
      // The course's upcoming sessions: the dashboard's Courses tab opens them in its dialog.
      return {
        kind: 'route',
        to: id === null ? '/tutor/dashboard/courses' : courseUpcomingPath(id),
        label: 'Upcoming sessions',
      };
    case 'scheduleToday':
      return {
        kind: 'route',
        to: `/tutor/schedule?date=${todayIn(now, timeZone)}`,
        label: "Today's schedule",
      };
    case 'session':
      return id === null ? null : { kind: 'session', sessionId: id, label: 'View session' };
    case 'pogForm':
      return { kind: 'pog', label: 'Open POG form' };
    case 'examTranscript':
      return {
        kind: 'route',
        to: id === null ? '/exams/transcripts' : `/exams/transcripts?transcript_id=${id}`,
        label: 'View exam',
      };
    default:
      return null;
  }
}
