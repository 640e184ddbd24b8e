import SchoolIcon from '@mui/icons-material/HowToReg';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';
import { enrollmentRoutes } from './enrollmentRoutes.tsx';

/**
 * Enrollments: the list by course and by student, the enrollee form (create, and edit for the
 * tutor and limit), batch enroll, cancel, uncancel, transfer, and the course's and student's
 * enrollee pages (`CourseEnrollments`/`StudentEnrollments` embed the same list elsewhere).
 */
export const enrollments: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./EnrollmentList.tsx'), 'EnrollmentList'),
  show: lazyScreen(() => import('./EnrollmentShow.tsx'), 'EnrollmentShow'),
  edit: lazyScreen(() => import('./EnrollmentEdit.tsx'), 'EnrollmentEdit'),
  create: lazyScreen(() => import('./EnrollmentCreate.tsx'), 'EnrollmentCreate'),
  icon: SchoolIcon,
  recordRepresentation: 'studentName',
  children: enrollmentRoutes,
};
