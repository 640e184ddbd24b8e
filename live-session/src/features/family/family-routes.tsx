import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequireRole } from '../auth/RequireRole.tsx';
import type { FamilyApp } from './family-tabs.ts';

/** A tab's screen for this app, downloaded when the tab is first opened. */
type TabLoader = () => Promise<(props: { app: FamilyApp }) => ReactNode>;

function lazyTab(app: FamilyApp, load: TabLoader): RouteObject['lazy'] {
  return async () => {
    const Tab = await load();
    return { element: <Tab app={app} /> };
  };
}

const familyHome = async () => (await import('./FamilyHome.tsx')).FamilyHome;

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
      { index: true, lazy: lazyTab(app, familyHome) },
      { path: 'planner', lazy: lazyTab(app, familyHome) },
      {
        path: 'students/:studentId',
        lazy: lazyTab(app, async () => (await import('./FamilyShell.tsx')).FamilyShell),
        children: [
          { index: true, element: <Navigate to="academic-planner" replace /> },
          {
            path: 'academic-planner',
            lazy: lazyTab(
              app,
              async () => (await import('./planner/AcademicPlannerTab.tsx')).AcademicPlannerTab,
            ),
            handle: { title: 'Academic planner' },
          },
          {
            path: 'sessions-list',
            lazy: lazyTab(
              app,
              async () => (await import('./sessions/SessionsListTab.tsx')).SessionsListTab,
            ),
            handle: { title: 'Sessions' },
          },
          {
            path: 'hours',
            lazy: lazyTab(app, async () => (await import('./hours/HoursTab.tsx')).HoursTab),
            handle: { title: 'Hours & pace' },
          },
          {
            path: 'study-areas',
            lazy: lazyTab(
              app,
              async () => (await import('./study-areas/StudyAreasTab.tsx')).StudyAreasTab,
            ),
            handle: { title: 'Study areas' },
          },
          {
            path: 'contact',
            lazy: lazyTab(app, async () => (await import('./contact/ContactTab.tsx')).ContactTab),
            handle: { title: 'Contact' },
          },
          {
            path: 'exams',
            lazy: lazyTab(app, async () => (await import('./exams/ExamsTab.tsx')).ExamsTab),
            handle: { title: 'Exams' },
          },
        ],
      },
      { path: '*', element: <Navigate to={`/${app}`} replace /> },
    ],
  };
}
