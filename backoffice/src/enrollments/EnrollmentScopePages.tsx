import { Card, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Title, useBasename, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Course, Student } from '@tp/domain';
import { CourseEnrollments, StudentEnrollments } from './EnrollmentsPanel.tsx';

/** /admin/enrollments/course/:courseId: a course's enrollees, linked to the course page. */
export function CourseEnrollmentsPage() {
  const courseId = Number(useParams().courseId);
  const basename = useBasename();
  const { data: course } = useGetOne<Course>('courses', { id: courseId });
  const title = course ? `Enrollees of ${course.title}` : 'Enrollees';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h6">{title}</Typography>
        <MuiLink component={Link} to={`${basename}/courses/${courseId}/show`}>
          Course page
        </MuiLink>
      </Stack>
      <CourseEnrollments courseId={courseId} />
    </Card>
  );
}

/** /admin/enrollments/student/:studentId: a student's enrollments. */
export function StudentEnrollmentsPage() {
  const studentId = Number(useParams().studentId);
  const { data: student } = useGetOne<Student>('students', { id: studentId });
  const title = student ? `Enrollments of ${student.fullName}` : 'Enrollments';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h6" sx={{ p: 2 }}>
        {title}
      </Typography>
      <StudentEnrollments studentId={studentId} />
    </Card>
  );
}
