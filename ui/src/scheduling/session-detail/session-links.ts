import { isFamilyApp, type SchedulingApp } from '../SessionDetailModal.tsx';

/** Where the back-office lives: react-admin under /admin with real paths (backoffice/src/App.tsx). */
const BACKOFFICE = '/admin';
/** The tutor app (live-session) lives under /tutor. */
const TUTOR = '/tutor';

/**
 * The tutor's session page and the check-in board exist (live-session app, issue 10): the
 * modal links to them.
 */
export const LIVE_SESSION_PAGES_BUILT = true;

/** A link the modal offers; `external` ones leave the app with a full page load. */
export interface DetailLink {
  label: string;
  href: string;
  external: boolean;
}

/**
 * The app's links from the modal (spec §6: course and student links are for tutor, admin and
 * crm): the tutor app opens its session page; the admin and CRM apps the back-office's session
 * page (its attendance), course and tutor records.
 */
export function sessionLinks(
  app: SchedulingApp,
  session: { id: number; courseId: number; supervisorId: number | null },
): DetailLink[] {
  if (isFamilyApp(app)) return [];
  if (app === 'tutor') {
    // The course's upcoming sessions open in the dashboard's Courses tab (its dialog).
    const course: DetailLink = {
      label: 'Course',
      href: `${TUTOR}/dashboard/courses?upcoming=${session.courseId}`,
      external: false,
    };
    return LIVE_SESSION_PAGES_BUILT
      ? [
          { label: 'Open session page', href: `${TUTOR}/sessions/${session.id}`, external: false },
          course,
        ]
      : [course];
  }
  const links: DetailLink[] = [
    {
      label: 'Open session page',
      href: `${BACKOFFICE}/sessions/${session.id}/show`,
      external: true,
    },
    { label: 'Course', href: `${BACKOFFICE}/courses/${session.courseId}/show`, external: true },
  ];
  if (session.supervisorId !== null)
    links.push({
      label: 'Tutor',
      href: `${BACKOFFICE}/tutors/${session.supervisorId}/show`,
      external: true,
    });
  return links;
}

/**
 * A student's record in the app (spec §6: student links are for tutor, admin and crm): the
 * back-office's student page, or the tutor app's academic planner of the student.
 */
export function studentHref(app: SchedulingApp, studentId: number): string | null {
  if (app === 'admin' || app === 'crm') return `${BACKOFFICE}/students/${studentId}/show`;
  if (app === 'tutor') return `${TUTOR}/students/${studentId}/academic-planner`;
  return null;
}

/** Spec §2, §9: the check-in board opens as a 1320 by 990 popup with no toolbars. */
export const CHECK_IN_WINDOW_FEATURES =
  'width=1320,height=990,toolbar=no,menubar=no,location=no,status=no';

export function checkInUrl(sessionId: number): string {
  return `/check-in/${sessionId}`;
}
