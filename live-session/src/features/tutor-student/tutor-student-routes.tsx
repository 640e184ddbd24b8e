import type { RouteObject } from 'react-router';
import { studentTabRoutes } from '../family/family-routes.tsx';

/**
 * `/tutor/students/{studentId}` (spec §2 tutor.student): "Redirects to the academic planner.
 * Children: /academic-planner, /sessions-list, /contact, /exams", the family app's screens.
 */
export const tutorStudentRoute: RouteObject = {
  path: 'students/:studentId',
  lazy: async () => ({
    Component: (await import('./TutorStudentPage.tsx')).TutorStudentPage,
  }),
  handle: { title: 'Student' },
  children: studentTabRoutes('tutor'),
};
