import { Route } from 'react-router-dom';
import { lazyView } from '../lazy/lazyView.ts';

const BatchEnroll = lazyView(() => import('./BatchEnroll.tsx'), 'BatchEnroll');
const CourseEnrollmentsPage = lazyView(
  () => import('./EnrollmentScopePages.tsx'),
  'CourseEnrollmentsPage',
);
const StudentEnrollmentsPage = lazyView(
  () => import('./EnrollmentScopePages.tsx'),
  'StudentEnrollmentsPage',
);

/** The resource's own pages beyond list/show/edit/create, under /admin/enrollments. */
export const enrollmentRoutes = [
  <Route key="batch" path="batch" element={<BatchEnroll />} />,
  <Route key="course" path="course/:courseId" element={<CourseEnrollmentsPage />} />,
  <Route key="student" path="student/:studentId" element={<StudentEnrollmentsPage />} />,
];
