import SchoolIcon from '@mui/icons-material/HowToReg';
import type { ResourceProps } from 'react-admin';
import { EnrollmentCreate } from './EnrollmentCreate.tsx';
import { EnrollmentEdit } from './EnrollmentEdit.tsx';
import { EnrollmentList } from './EnrollmentList.tsx';
import { EnrollmentShow } from './EnrollmentShow.tsx';
import { enrollmentRoutes } from './enrollmentRoutes.tsx';

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
