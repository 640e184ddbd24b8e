import { Box, Link, Typography } from '@mui/material';
import { RecordContextProvider, useCreatePath, useGetList, useGetMany } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Course, Session, Tutor } from '@tp/domain';
import { EditTargetsButton } from '../tutors/EditTargetsDialog.tsx';
import { hoursText, tutorFullName, yesNo } from '../tutors/tutorLabels.ts';
import { ReadOnlyListDialog } from './ReadOnlyListDialog.tsx';

/** A course's sessions, read at once to find who teaches them. */
const COURSE_SESSIONS_LIMIT = 1000;

/** Who teaches the sessions: each supervisor and each assigned tutor, once, in order met. */
export function teachingEmployeeIds(sessions: readonly Session[]): number[] {
  const ids = sessions.flatMap((session) => [
    session.supervisorId,
    ...(session.assignments ?? []).map((assignment) => assignment.employeeId),
  ]);
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/**
 * The tutors who teach the course's sessions, with what the instruction manager looks after:
 * whether they take new students and their weekly targets, each editable (Edit Targets), and a
 * link to the tutor's page. A manager option of the course page.
 */
export function CourseTutorsDialog({ course, onClose }: { course: Course; onClose(): void }) {
  const createPath = useCreatePath();
  const sessions = useGetList<Session>('sessions', {
    filter: { courseId: course.id },
    pagination: { page: 1, perPage: COURSE_SESSIONS_LIMIT },
    sort: { field: 'startsAt', order: 'ASC' },
    meta: { include: 'assignments' },
  });
  const ids = teachingEmployeeIds(sessions.data ?? []);
  const tutors = useGetMany<Tutor>('tutors', { ids }, { enabled: ids.length > 0 });
  const error = sessions.error ?? tutors.error;
  const isPending = sessions.isPending || (ids.length > 0 && tutors.isPending);
  const list = (tutors.data ?? []).filter(Boolean);
  return (
    <ReadOnlyListDialog
      title={`Tutors of ${course.title}`}
      noun="tutors"
      isPending={isPending}
      hasError={Boolean(error)}
      empty="No tutor teaches this course yet."
      onClose={onClose}
    >
      {list.map((tutor) => (
        <Box
          component="li"
          key={tutor.id}
          sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Link
              component={RouterLink}
              to={createPath({ resource: 'tutors', id: tutor.id, type: 'show' })}
              variant="body2"
              sx={{ fontWeight: 500 }}
            >
              {tutorFullName(tutor)}
            </Link>
            <Typography variant="body2" color="text.secondary">
              Accepting new students: {yesNo(tutor.acceptNewStudents)} · Delivery{' '}
              {hoursText(tutor.deliveryTarget)} · Availability {hoursText(tutor.availabilityTarget)}
            </Typography>
          </Box>
          <RecordContextProvider value={tutor}>
            <EditTargetsButton />
          </RecordContextProvider>
        </Box>
      ))}
    </ReadOnlyListDialog>
  );
}
