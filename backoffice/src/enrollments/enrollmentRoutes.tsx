import { Route } from 'react-router-dom';
import { lazyScreen } from '../lazyScreen.ts';

const BatchEnroll = lazyScreen(() => import('./BatchEnroll.tsx'), 'BatchEnroll');
const CourseEnrollmentsPage = lazyScreen(
  () => import('./EnrollmentScopePages.tsx'),
  'CourseEnrollmentsPage',
);
const StudentEnrollmentsPage = lazyScreen(
  () => import('./EnrollmentScopePages.tsx'),
  'StudentEnrollmentsPage',
);

/** The resource's own pages beyond list/show/edit/create, under /admin/enrollments. */
export const enrollmentRoutes = [
  <Route key="batch" path="batch" element={<BatchEnroll />} />,
  <Route key="course" path="course/:courseId" element={<CourseEnrollmentsPage />} />,
  <Route key="student" path="student/:studentId" element={<StudentEnrollmentsPage />} />,
];
