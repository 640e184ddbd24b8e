import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { courseMarks, groupCourses, type DashboardCourse } from './course-groups.ts';
import { useDashboardLists, useOpenSessions } from './dashboard-context.ts';
import { SendUpdateDialog, type SendUpdateTarget } from './SendUpdateDialog.tsx';

function CourseRow({
  course,
  now,
  onSendUpdate,
}: {
  course: DashboardCourse;
  now: Date;
  onSendUpdate(target: SendUpdateTarget): void;
}) {
  const openSessions = useOpenSessions();
  const marks = courseMarks(course, now);
  return (
    <TableRow>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {/* The course's own page is the back-office's: the tutor's is its session list. */}
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ textAlign: 'left' }}
            aria-label={`Sessions of ${course.title}`}
            onClick={() =>
              openSessions({ courseId: course.id, title: `Sessions of ${course.title}` })
            }
          >
            {course.title}
          </Link>
          {marks.isNew ? <Chip label="new!" color="success" size="small" /> : null}
        </Stack>
        {/* Spec staff §2: "a send-update link when there are enrollees". */}
        {marks.hasEnrollees ? (
          <Link
            component="button"
            type="button"
            variant="caption"
            aria-label={`Send an update about ${course.title}`}
            onClick={() => onSendUpdate({ courseId: course.id, title: course.title })}
          >
            Send update
          </Link>
        ) : null}
        {marks.hasNoUpcomingSessions ? (
          <Typography variant="caption" color="text.secondary" component="p">
            No upcoming sessions
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{course.schedule ?? '—'}</TableCell>
      <TableCell align="right">{course.enrollmentsCount}</TableCell>
    </TableRow>
  );
}

/**
 * `/tutor/dashboard/courses`: the courses the tutor teaches sessions of, private tutoring left
 * out (its students are on the Tutoring tab), grouped by department, then brand, with columns
 * Title, Day and Students (spec staff §2 Tutor courses list): "new!" before the first session,
 * a note when the last one is past; a title lists the course's upcoming sessions; a course
 * with enrollees has a "Send update" link to write to its families.
 */
export function CoursesTab() {
  const { courses } = useDashboardLists();
  // The marks are read against the time the tab opened: the list does not move as it is read.
  const [now] = useState(() => new Date());
  const [updating, setUpdating] = useState<SendUpdateTarget | null>(null);
  if (courses.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        You have no courses yet.
      </Typography>
    );
  return (
    <Stack component="section" aria-label="Courses" spacing={2} sx={{ py: 1 }}>
      {groupCourses(courses).map(({ department, brands }) => (
        <Box component="section" key={department} aria-label={department}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {department}
          </Typography>
          {brands.map(({ brand, courses: list }) => (
            <Box key={brand} sx={{ mt: 1 }}>
              <Typography variant="subtitle2" component="h4" color="text.secondary">
                {brand}
              </Typography>
              <Table size="small" aria-label={`${department}: ${brand}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Title</TableCell>
                    <TableCell sx={{ width: { sm: '35%' } }}>Day</TableCell>
                    <TableCell align="right" sx={{ width: '1%' }}>
                      Students
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((course) => (
                    <CourseRow
                      key={course.id}
                      course={course}
                      now={now}
                      onSendUpdate={setUpdating}
                    />
                  ))}
                </TableBody>
              </Table>
            </Box>
          ))}
        </Box>
      ))}
      {updating ? (
        <SendUpdateDialog
          key={updating.courseId}
          target={updating}
          onClose={() => setUpdating(null)}
        />
      ) : null}
    </Stack>
  );
}
