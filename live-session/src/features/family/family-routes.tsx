import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequireRole } from '../auth/RequireRole.tsx';
import { FamilyHome } from './FamilyHome.tsx';
import { FamilyShell } from './FamilyShell.tsx';
import type { FamilyApp } from './family-tabs.ts';
import { AcademicPlannerTab } from './planner/AcademicPlannerTab.tsx';
import { SessionsListTab } from './sessions/SessionsListTab.tsx';
import { HoursTab } from './hours/HoursTab.tsx';
import { StudyAreasTab } from './study-areas/StudyAreasTab.tsx';
import { ContactTab } from './contact/ContactTab.tsx';
import { ExamsTab } from './exams/ExamsTab.tsx';

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
      { index: true, element: <FamilyHome app={app} /> },
      { path: 'planner', element: <FamilyHome app={app} /> },
      {
        path: 'students/:studentId',
        element: <FamilyShell app={app} />,
        children: [
          { index: true, element: <Navigate to="academic-planner" replace /> },
          {
            path: 'academic-planner',
            element: <AcademicPlannerTab app={app} />,
            handle: { title: 'Academic planner' },
          },
          {
            path: 'sessions-list',
            element: <SessionsListTab app={app} />,
            handle: { title: 'Sessions' },
          },
          { path: 'hours', element: <HoursTab app={app} />, handle: { title: 'Hours & pace' } },
          { path: 'study-areas', element: <StudyAreasTab />, handle: { title: 'Study areas' } },
          { path: 'contact', element: <ContactTab app={app} />, handle: { title: 'Contact' } },
          { path: 'exams', element: <ExamsTab />, handle: { title: 'Exams' } },
        ],
      },
      { path: '*', element: <Navigate to={`/${app}`} replace /> },
    ],
  };
}
