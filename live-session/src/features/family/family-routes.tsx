import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequireRole } from '../auth/RequireRole.tsx';
import {
  FAMILY_ONLY_TABS,
  TUTOR_STUDENT_TABS,
  type FamilyApp,
  type FamilyOnlyTab,
  type StudentPagesApp,
  type TutorTabPath,
} from './family-tabs.ts';

/** A screen of the app, downloaded when its route is first opened. */
type TabLoader<A extends StudentPagesApp = StudentPagesApp> = () => Promise<
  (props: { app: A }) => ReactNode
>;

function lazyTab<A extends StudentPagesApp>(app: A, load: TabLoader<A>): RouteObject['lazy'] {
  return async () => {
    const Tab = await load();
    return { element: <Tab app={app} /> };
  };
}

const familyHome = async () => (await import('./FamilyHome.tsx')).FamilyHome;
const familyShell = async () => (await import('./FamilyShell.tsx')).FamilyShell;

/** The screens of the tabs both the family and the tutor app show, by path (family-tabs.ts). */
const SHARED_SCREENS: Record<TutorTabPath, TabLoader> = {
  'academic-planner': async () =>
    (await import('./planner/AcademicPlannerTab.tsx')).AcademicPlannerTab,
  'sessions-list': async () => (await import('./sessions/SessionsListTab.tsx')).SessionsListTab,
  contact: async () => (await import('./contact/ContactTab.tsx')).ContactTab,
  exams: async () => (await import('./exams/ExamsTab.tsx')).ExamsTab,
};

/** The family's own tabs: hours and pace, study areas. */
const FAMILY_SCREENS: Record<FamilyOnlyTab['path'], TabLoader<FamilyApp>> = {
  hours: async () => (await import('./hours/HoursTab.tsx')).HoursTab,
  'study-areas': async () => (await import('./study-areas/StudyAreasTab.tsx')).StudyAreasTab,
};

function tabRoute<A extends StudentPagesApp>(
  app: A,
  { path, label }: { path: string; label: string },
  load: TabLoader<A>,
): RouteObject {
  return { path, lazy: lazyTab(app, load), handle: { title: label } };
}

/**
 * The tabs under a student's page (spec §2 {app}.session.student): the bare page goes to the
 * academic planner; the family apps show every tab, the tutor app planner, sessions, contact
 * and exams.
 */
export function studentTabRoutes(app: StudentPagesApp): RouteObject[] {
  const shared = TUTOR_STUDENT_TABS.map((tab) => tabRoute(app, tab, SHARED_SCREENS[tab.path]));
  const familyOnly =
    app === 'tutor'
      ? []
      : FAMILY_ONLY_TABS.map((tab) => tabRoute(app, tab, FAMILY_SCREENS[tab.path]));
  return [
    { index: true, element: <Navigate to="academic-planner" replace /> },
    ...shared,
    ...familyOnly,
  ];
}

/**
 * The bare family app, which loads the students and then goes to the first one's planner. The
 * shell and the planner tab download while the students load, not after them: the next
 * route's `lazy` finds those modules already on their way. A failed download here is left to
 * that route, which asks again and reports it.
 */
function familyHomeRoute(app: FamilyApp): RouteObject['lazy'] {
  return async () => {
    void familyShell().catch(() => undefined);
    void SHARED_SCREENS['academic-planner']().catch(() => undefined);
    const FamilyHome = await familyHome();
    return { element: <FamilyHome app={app} /> };
  };
}

/**
 * The student or parent app (spec §2 {app}.session.student): `/{app}/planner` goes to the first
 * student; `/{app}/students/{studentId}` to that student's academic planner.
 */
export function familyRoutes(app: FamilyApp): RouteObject {
  return {
    path: app,
    element: (
      <RequireRole role={app}>
        <Outlet />
      </RequireRole>
    ),
    handle: { title: app === 'parent' ? 'Parent' : 'Student' },
    children: [
      { index: true, lazy: familyHomeRoute(app) },
      { path: 'planner', lazy: familyHomeRoute(app) },
      {
        path: 'students/:studentId',
        lazy: lazyTab(app, familyShell),
        children: studentTabRoutes(app),
      },
      { path: '*', element: <Navigate to={`/${app}`} replace /> },
    ],
  };
}
