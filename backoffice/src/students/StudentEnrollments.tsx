import { Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceField, ReferenceManyField, TextField } from 'react-admin';
import { formatDuration, type Enrollment } from '@tp/domain';
import { EnrollmentStateChip } from '../enrollments/EnrollmentStateChip.tsx';
import { formatCourseDate } from '../courses/courseDates.ts';

const EMPTY = (
  <Typography color="text.secondary" sx={{ py: 1 }}>
    No enrollments.
  </Typography>
);

/**
 * The student's courses (their enrollments, with their state and, where the course counts
 * hours, the hours used and remaining as every screen counts them), each linked to its page.
 */
export function StudentEnrollments() {
  return (
    <ReferenceManyField<Enrollment>
      reference="enrollments"
      target="studentId"
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      empty={EMPTY}
    >
      <DataTable<Enrollment> bulkActionButtons={false} rowClick={false} empty={EMPTY}>
        <DataTable.Col label="Course" disableSort>
          <ReferenceField source="courseId" reference="courses" link="show">
            <TextField source="title" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col<Enrollment>
          source="status"
          disableSort
          render={(enrollment) => <EnrollmentStateChip enrollment={enrollment} />}
        />
        <DataTable.Col<Enrollment>
          label="Used"
          disableSort
          render={(enrollment) =>
            enrollment.hours.countsHours ? formatDuration(enrollment.hours.usedMinutes) : '—'
          }
        />
        <DataTable.Col<Enrollment>
          label="Remaining"
          disableSort
          render={(enrollment) =>
            enrollment.hours.countsHours ? formatDuration(enrollment.hours.remainingMinutes) : '—'
          }
        />
        <DataTable.Col<Enrollment>
          source="startsAt"
          label="Starts on"
          disableSort
          render={(enrollment) => formatCourseDate(enrollment.startsAt)}
        />
      </DataTable>
    </ReferenceManyField>
  );
}
