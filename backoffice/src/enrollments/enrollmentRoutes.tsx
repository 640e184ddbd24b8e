import { Route } from 'react-router-dom';
import { BatchEnroll } from './BatchEnroll.tsx';
import { CourseEnrollmentsPage, StudentEnrollmentsPage } from './EnrollmentScopePages.tsx';

/** The resource's own pages beyond list/show/edit/create, under /admin/enrollments. */
export const enrollmentRoutes = [
  <Route key="batch" path="batch" element={<BatchEnroll />} />,
  <Route key="course" path="course/:courseId" element={<CourseEnrollmentsPage />} />,
  <Route key="student" path="student/:studentId" element={<StudentEnrollmentsPage />} />,
];
