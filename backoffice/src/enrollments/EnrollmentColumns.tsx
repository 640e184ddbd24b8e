import { Link as MuiLink } from '@mui/material';
import { DataTable, SimpleList, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { NO_ENROLLEES_MESSAGE, type Enrollment } from '@tp/domain';
import { EnrollmentActionButtons } from './EnrollmentActions.tsx';
import { EnrollmentStateChip } from './EnrollmentStateChip.tsx';
import { typeLabel } from './enrollmentLabels.ts';
import { useEnrollmentsPath } from './useEnrollmentsPath.ts';
import { Box, Typography } from '@mui/material';
import { formatCourseDate } from '../courses/courseDates.ts';
import { DayInZone } from '../time/DayInZone.tsx';

/** Spec §8: the enrollees' empty state. */
export function NoEnrollees({ children }: { children?: React.ReactNode }) {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography gutterBottom>{NO_ENROLLEES_MESSAGE}</Typography>
      {children}
    </Box>
  );
}

/** Links to a course's and a student's enrollments (their neighbours in the back-office). */
export function CourseLink({ enrollment }: { enrollment: Enrollment }) {
  const path = useEnrollmentsPath();
  return (
    <MuiLink
      component={Link}
      to={path(`course/${enrollment.courseId}`)}
      onClick={(event) => event.stopPropagation()}
    >
      {enrollment.courseTitle}
    </MuiLink>
  );
}

export function StudentLink({ enrollment }: { enrollment: Enrollment }) {
  const path = useEnrollmentsPath();
  return (
    <MuiLink
      component={Link}
      to={path(`student/${enrollment.studentId}`)}
      onClick={(event) => event.stopPropagation()}
    >
      {enrollment.studentName}
    </MuiLink>
  );
}

export type EnrollmentColumn = 'student' | 'course';

/**
 * The enrollments table: student and/or course (a panel of one course leaves the course out),
 * state with "Maxed out", type and limit, tutor, start, and the actions the user may take.
 */
export function EnrollmentTable({
  columns,
  withRemove = false,
  empty,
}: {
  columns: readonly EnrollmentColumn[];
  withRemove?: boolean;
  empty: React.ReactNode;
}) {
  const createPath = useCreatePath();
  return (
    <DataTable<Enrollment>
      rowClick={(id) => createPath({ resource: 'enrollments', id, type: 'show' })}
      bulkActionButtons={false}
      empty={empty}
    >
      {columns.includes('student') ? (
        <DataTable.Col<Enrollment>
          source="studentName"
          label="Student"
          render={(enrollment) => <StudentLink enrollment={enrollment} />}
        />
      ) : null}
      {columns.includes('course') ? (
        <DataTable.Col<Enrollment>
          source="courseTitle"
          label="Course"
          render={(enrollment) => <CourseLink enrollment={enrollment} />}
        />
      ) : null}
      <DataTable.Col<Enrollment>
        source="status"
        label="Status"
        render={(enrollment) => <EnrollmentStateChip enrollment={enrollment} />}
      />
      <DataTable.Col<Enrollment> source="type" label="Type" render={typeLabel} />
      <DataTable.Col<Enrollment>
        source="tutorName"
        label="Tutor"
        disableSort
        render={(enrollment) => enrollment.tutorName ?? '—'}
      />
      <DataTable.Col<Enrollment>
        source="startsAt"
        label="Starts"
        render={(enrollment) => formatCourseDate(enrollment.startsAt) || '—'}
      />
      <DataTable.Col<Enrollment>
        source="unenrolledAt"
        label="Unenrolled"
        render={(enrollment) =>
          enrollment.unenrolledAt ? (
            <span title={enrollment.cancelReason ?? undefined}>
              <DayInZone iso={enrollment.unenrolledAt} />
            </span>
          ) : (
            '—'
          )
        }
      />
      <DataTable.Col<Enrollment>
        label="Actions"
        disableSort
        render={(enrollment) => (
          <EnrollmentActionButtons enrollment={enrollment} withRemove={withRemove} />
        )}
      />
    </DataTable>
  );
}

/** The phone's list: name, course, state; the actions on the record's page. */
export function EnrollmentSimpleList({
  columns,
  empty,
}: {
  columns: readonly EnrollmentColumn[];
  empty: React.ReactNode;
}) {
  return (
    <SimpleList<Enrollment>
      primaryText={(enrollment) =>
        columns.includes('student') ? enrollment.studentName : enrollment.courseTitle
      }
      secondaryText={(enrollment) =>
        [
          columns.includes('student') && columns.includes('course') ? enrollment.courseTitle : '',
          typeLabel(enrollment),
          enrollment.tutorName ?? '',
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(enrollment) => <EnrollmentStateChip enrollment={enrollment} />}
      rowClick="show"
      resource="enrollments"
      empty={empty}
    />
  );
}
