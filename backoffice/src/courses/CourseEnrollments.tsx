import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup, Stack, Typography } from '@mui/material';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { csvDate, csvText, gradeLabel, type Course, type Enrollment } from '@tp/domain';
import { ExportButton, type ListExport } from '../export/ExportButton.tsx';
import { exportRecords } from '../export/exportRecords.ts';
import { formatCourseDate } from './courseDates.ts';
import { ShowLink } from '../links/ShowLink.tsx';

/** Spec §2: the enrollees tab shows 10, 25 or 50 a page, 10 by default. */
const ENROLLEE_PAGE_SIZES = [10, 25, 50];
const INCLUDE_STUDENT = { meta: { include: 'student' } };
const NO_ENROLLEES = <Typography color="text.secondary">No enrollees added</Typography>;

type Showing = 'active' | 'canceled';

const studentName = (enrollment: Enrollment) =>
  enrollment.student ? `${enrollment.student.firstName} ${enrollment.student.lastName}` : '';

/** The CSV's columns, in order. */
export const ENROLLEE_CSV_FIELDS = ['Enrollment', 'Student', 'Grade', 'Status', 'Starts on'];

/** The CSV of the enrollees the tab selects: readable names, the starts' calendar dates. */
export function enrolleesToCsv(enrollments: readonly Enrollment[]): string {
  return csvText(
    ENROLLEE_CSV_FIELDS,
    enrollments.map((enrollment) => ({
      Enrollment: enrollment.id,
      Student: studentName(enrollment),
      Grade: gradeLabel(enrollment.student?.grade),
      Status: enrollment.status === 'active' ? 'Active' : 'Unenrolled',
      'Starts on': csvDate(enrollment.startsAt),
    })),
  );
}

/**
 * The enrollees the tab selects, with their students, as enrollees.csv; the course comes as
 * the button's filter (the reference field keeps it out of the list's filters).
 */
const exportEnrollees: ListExport = (dataProvider, selection, download) =>
  exportRecords<Enrollment>(dataProvider, selection, download, {
    resource: 'enrollments',
    include: 'student',
    filename: 'enrollees',
    toCsv: (enrollments) => enrolleesToCsv(enrollments),
  });

/**
 * The enrollees tab (spec §2): active or unenrolled, 10/25/50 a page, Export CSV. Enrolling
 * and cancelling live on the enrollments screens (read here through the enrollments resource).
 */
export function CourseEnrollments() {
  const [showing, setShowing] = useState<Showing>('active');
  const course = useRecordContext<Course>();
  return (
    <Stack spacing={1}>
      <ReferenceManyField<Enrollment>
        key={showing}
        reference="enrollments"
        target="courseId"
        filter={{ status: showing }}
        perPage={ENROLLEE_PAGE_SIZES[0]}
        sort={{ field: 'id', order: 'ASC' }}
        queryOptions={INCLUDE_STUDENT}
        pagination={<Pagination rowsPerPageOptions={ENROLLEE_PAGE_SIZES} />}
        empty={
          <Stack spacing={1}>
            <ShowingToggle showing={showing} onChange={setShowing} />
            {NO_ENROLLEES}
          </Stack>
        }
      >
        <TopToolbar sx={{ justifyContent: 'space-between', width: '100%', px: 0 }}>
          <ShowingToggle showing={showing} onChange={setShowing} />
          {course ? <ExportButton run={exportEnrollees} filter={{ courseId: course.id }} /> : null}
        </TopToolbar>
        <DataTable<Enrollment> bulkActionButtons={false} rowClick={false} empty={NO_ENROLLEES}>
          <DataTable.Col<Enrollment>
            label="Student"
            render={(enrollment) => (
              <ShowLink resource="students" id={enrollment.studentId}>
                {studentName(enrollment)}
              </ShowLink>
            )}
          />
          <DataTable.Col<Enrollment> label="Grade" render={(e) => gradeLabel(e.student?.grade)} />
          <DataTable.Col<Enrollment>
            label="Enrolled"
            render={(e) => formatCourseDate(e.startsAt)}
          />
          <DataTable.Col<Enrollment>
            label="Enrollment"
            render={(e) => (
              <ShowLink resource="enrollments" id={e.id}>
                #{e.id}
              </ShowLink>
            )}
          />
        </DataTable>
      </ReferenceManyField>
    </Stack>
  );
}

function ShowingToggle({
  showing,
  onChange,
}: {
  showing: Showing;
  onChange: (value: Showing) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={showing}
      onChange={(_, value: Showing | null) => value && onChange(value)}
      aria-label="Which enrollees"
    >
      <ToggleButton value="active">Active</ToggleButton>
      <ToggleButton value="canceled">Unenrolled</ToggleButton>
    </ToggleButtonGroup>
  );
}
