import { Stack, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import type { Course, Enrollment, Session } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { ShowLink } from '../links/ShowLink.tsx';

/** Only the Private Tutoring brand has the planner tab (spec §2). */
export const PLANNER_BRAND = 'Private Tutoring';

/**
 * The academic planner tab: the first student's schedule (spec §2), here their upcoming
 * sessions; the full planner calendar is the students' planner page.
 */
export function CourseAcademicPlanner() {
  const course = useRecordContext<Course>();
  const zone = useDisplayTimeZone();
  const { data: enrollments = [], isPending } = useGetList<Enrollment>(
    'enrollments',
    {
      filter: { courseId: course?.id, status: 'active' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      meta: { include: 'student' },
    },
    { enabled: Boolean(course) },
  );
  const first = enrollments[0];
  const { data: sessions = [] } = useGetList<Session>(
    'sessions',
    {
      filter: { studentId: first?.studentId, upcoming: true },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'startsAt', order: 'ASC' },
    },
    { enabled: Boolean(first) },
  );
  if (isPending) return null;
  if (!first?.student) return <Typography color="text.secondary">No enrollees added</Typography>;
  return (
    <Stack spacing={1}>
      <Typography>
        Schedule of{' '}
        <ShowLink resource="students" id={first.studentId}>
          {first.student.firstName} {first.student.lastName}
        </ShowLink>
      </Typography>
      {sessions.length === 0 ? (
        <Typography color="text.secondary">No upcoming sessions.</Typography>
      ) : (
        <ul>
          {sessions.map((session) => (
            <li key={session.id}>
              {formatInZone(session.startsAt, zone)} ({session.duration} min)
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
