import { Link as MuiLink, Stack } from '@mui/material';
import { HistorySection } from '../audit/HistoryTab.tsx';
import {
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useBasename,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { Enrollment } from '@tp/domain';
import { formatCourseDate } from '../courses/courseDates.ts';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { DATE_FORMAT } from '../time/formatInZone.ts';
import { EnrollmentActionButtons, useEnrollmentAccess } from './EnrollmentActions.tsx';
import { CourseLink, StudentLink } from './EnrollmentColumns.tsx';
import { EnrollmentStateChip } from './EnrollmentStateChip.tsx';
import { typeLabel } from './enrollmentLabels.ts';
import { EnrollmentMoneyPanel } from './money/EnrollmentMoneyPanel.tsx';

function ShowActions() {
  const enrollment = useRecordContext<Enrollment>();
  const canEdit = useEnrollmentAccess('update', enrollment);
  if (!enrollment) return null;
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <EnrollmentActionButtons enrollment={enrollment} size="medium" />
      {canEdit ? <EditButton label="Tutor and limit" /> : null}
    </TopToolbar>
  );
}

function Neighbours() {
  const enrollment = useRecordContext<Enrollment>();
  const basename = useBasename();
  if (!enrollment) return null;
  return (
    <Stack spacing={1}>
      <Labeled label="Student">
        <StudentLink enrollment={enrollment} />
      </Labeled>
      <Labeled label="Course">
        <Stack direction="row" spacing={2}>
          <CourseLink enrollment={enrollment} />
          <MuiLink component={Link} to={`${basename}/courses/${enrollment.courseId}/show`}>
            Course page
          </MuiLink>
        </Stack>
      </Labeled>
      {enrollment.transferredToId ? (
        <Labeled label="Transferred to">
          <MuiLink
            component={Link}
            to={`${basename}/enrollments/${enrollment.transferredToId}/show`}
          >
            Enrollment #{enrollment.transferredToId}
          </MuiLink>
        </Labeled>
      ) : null}
    </Stack>
  );
}

/** One enrollment: who, where, its state and the actions it allows. */
export function EnrollmentShow() {
  return (
    <Show<Enrollment> actions={<ShowActions />}>
      <SimpleShowLayout>
        <Neighbours />
        <FunctionField<Enrollment>
          label="Status"
          render={(enrollment) => <EnrollmentStateChip enrollment={enrollment} />}
        />
        <FunctionField<Enrollment> label="Type" render={typeLabel} />
        <NumberField source="attendancesCount" label="Attendances (booked or attended)" />
        <NumberField source="attendancesAttendedCount" label="Attended" />
        <FunctionField<Enrollment> label="Tutor" render={(e) => e.tutorName ?? '—'} />
        <FunctionField<Enrollment>
          label="Starts on"
          render={(enrollment) => formatCourseDate(enrollment.startsAt) || '—'}
        />
        <DateInZoneField source="unenrolledAt" label="Unenrolled" format={DATE_FORMAT} />
        <TextField source="cancelReason" label="Cancel reason" emptyText="—" />
        <TextField source="cancelNote" label="Cancel note" emptyText="—" />
        <DateInZoneField source="createdAt" label="Enrolled at" />
        <EnrollmentMoneyPanel />
      </SimpleShowLayout>
      <HistorySection />
    </Show>
  );
}
