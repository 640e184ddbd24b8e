import SchoolIcon from '@mui/icons-material/HowToReg';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';
import { enrollmentRoutes } from './enrollmentRoutes.tsx';

const EnrollmentCreate = lazyView(() => import('./EnrollmentCreate.tsx'), 'EnrollmentCreate');
const EnrollmentEdit = lazyView(() => import('./EnrollmentEdit.tsx'), 'EnrollmentEdit');
const EnrollmentList = lazyView(() => import('./EnrollmentList.tsx'), 'EnrollmentList');
const EnrollmentShow = lazyView(() => import('./EnrollmentShow.tsx'), 'EnrollmentShow');

export { CourseEnrollments, StudentEnrollments, EnrollmentsPanel } from './EnrollmentsPanel.tsx';

/**
 * Enrollments: the list by course and by student, the enrollee form (create, and edit for the
 * tutor and limit), batch enroll, cancel, uncancel, transfer, and the course's and student's
 * enrollee pages (`CourseEnrollments`/`StudentEnrollments` embed the same list elsewhere).
 */
export const enrollments: Omit<ResourceProps, 'name'> = {
  list: EnrollmentList,
  show: EnrollmentShow,
  edit: EnrollmentEdit,
  create: EnrollmentCreate,
  icon: SchoolIcon,
  recordRepresentation: 'studentName',
  children: enrollmentRoutes,
};
