import { Suspense } from 'react';
import { Box, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { lazyScreen } from '../lazyScreen.ts';
import { HistoryTab } from '../audit/HistoryTab.tsx';
import {
  EditButton,
  Labeled,
  Link,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { TUTORING_HISTORY_PER_PAGE, type Student } from '@tp/domain';
import { GradeWithClass } from './ClassPickerInput.tsx';
import { BookTutoringButton } from '../scheduling/BookTutoringLinks.tsx';
import { ContactMessages } from '../messages/ContactMessages.tsx';
import { ContactHistoryPanel } from '../contact-histories/ContactHistoryPanel.tsx';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { ActiveChip } from './ActiveChip.tsx';
import { StudentEnrollments } from './StudentEnrollments.tsx';
import { StudentMergeButton } from './StudentMergeButton.tsx';
import { StudentPaceField } from './StudentPaceField.tsx';
import { StudentSessions } from './StudentSessions.tsx';
import { StudentToggleActiveButton } from './StudentToggleActiveButton.tsx';
import { StudentPlanner } from './StudentPlanner.tsx';
import {
  HistoryPagination,
  NO_TUTORING_HISTORY,
  TutoringHistoryTable,
} from './TutoringHistoryTable.tsx';

// The exams tab's code (tables, the report and grader dialogs) downloads when the tab opens.
const StudentExams = lazyScreen(() => import('./StudentExams.tsx'), 'StudentExams');

function StudentTitle() {
  const student = useRecordContext<Student>();
  return <>{student ? student.fullName : 'Student'}</>;
}

function StudentShowActions() {
  const student = useRecordContext<Student>();
  const { canAccess: canEdit } = useCanAccess({
    action: 'edit',
    resource: 'students',
    record: student,
  });
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {canEdit ? <EditButton /> : null}
      <BookTutoringButton />
      <StudentToggleActiveButton />
      <StudentMergeButton />
    </TopToolbar>
  );
}

/** A link to the student's parent (spec: a student's page links to the parent). */
function ParentLink() {
  const student = useRecordContext<Student>();
  const createPath = useCreatePath();
  if (!student?.parentId) return <Typography variant="body2">No parent on file</Typography>;
  return (
    <Link to={createPath({ resource: 'parents', id: student.parentId, type: 'show' })}>
      {student.parentName ?? `Parent #${student.parentId}`}
    </Link>
  );
}

/** The student's school, a link to it (a lead source) for staff who manage them. */
function SchoolLink() {
  const student = useRecordContext<Student>();
  const createPath = useCreatePath();
  if (!student?.schoolId) return <>—</>;
  return (
    <Link to={createPath({ resource: 'lead_sources', id: student.schoolId, type: 'show' })}>
      {student.schoolName ?? `School #${student.schoolId}`}
    </Link>
  );
}

function Value({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid size={{ xs: 6, sm: 4, md: 3 }}>
      <Labeled label={label}>
        <Box component="span">{children}</Box>
      </Labeled>
    </Grid>
  );
}

/** Who the student is, above the tabs. */
function StudentSummary() {
  const student = useRecordContext<Student>();
  if (!student) return null;
  return (
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {student.fullName}
        </Typography>
        <ActiveChip active={student.active} />
      </Stack>
      <Grid container spacing={1}>
        <Value label="Grade">
          <GradeWithClass grade={student.grade} />
        </Value>
        <Value label="Parent">
          <ParentLink />
        </Value>
        <Value label="School">
          <SchoolLink />
        </Value>
        <Value label="Advisor">{student.advisorName ?? '—'}</Value>
        <Value label="Time zone">{student.timeZone ?? '—'}</Value>
        <Value label="Points">{student.points}</Value>
        <Value label="Pace">
          <StudentPaceField />
        </Value>
        <Value label="Enrollments">{student.enrollmentsCount}</Value>
        <Value label="Sign-in">{student.userId ? 'Has a login' : 'No login'}</Value>
        <Value label="Created">
          <DateInZoneField source="createdAt" format="MMM D, YYYY" />
        </Value>
      </Grid>
      {student.note ? (
        <Box sx={{ mt: 1 }}>
          <Labeled label="Note">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {student.note}
            </Typography>
          </Labeled>
        </Box>
      ) : null}
    </CardContent>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function StudentTutors() {
  return (
    <ReferenceManyField
      reference="tutoring_histories"
      target="studentId"
      sort={{ field: 'studentName', order: 'ASC' }}
      perPage={TUTORING_HISTORY_PER_PAGE}
      pagination={<HistoryPagination />}
      empty={NO_TUTORING_HISTORY}
    >
      <TutoringHistoryTable />
    </ReferenceManyField>
  );
}

function ContactTab() {
  const student = useRecordContext<Student>();
  if (!student) return null;
  return (
    <>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        <Value label="Parent">
          <ParentLink />
        </Value>
        <Value label="Email on file">
          {student.emailOnFile ? (
            <Link to={`mailto:${student.emailOnFile}`}>{student.emailOnFile}</Link>
          ) : (
            '—'
          )}
        </Value>
        <Value label="Advisor">{student.advisorName ?? '—'}</Value>
        <Value label="Time zone">{student.timeZone ?? '—'}</Value>
      </Grid>
      <Typography variant="subtitle2" component="h3">
        Messages
      </Typography>
      <ContactMessages
        regardingType="Student"
        name={`${student.firstName} ${student.lastName}`.trim()}
      />
      <ContactHistoryPanel regardingType="Student" regardingId={student.id} />
    </>
  );
}

/** Spec §2: the profile "redirects to academic-planner" (its first tab has a path of its own). */
function FirstTabRedirect() {
  const { pathname, search } = useLocation();
  if (!/\/show\/?$/.test(pathname)) return null;
  return <Navigate to={`${pathname.replace(/\/$/, '')}/academic-planner${search}`} replace />;
}

/**
 * A student's profile (spec §2 Student pages): who they are, then the tabs academic-planner
 * (tutoring hours, study areas, courses and tutors), sessions-list, contact and exams. A tab
 * says what is not built yet rather than showing an empty page.
 */
export function StudentShow() {
  return (
    <Show<Student> title={<StudentTitle />} actions={<StudentShowActions />}>
      <FirstTabRedirect />
      <Card variant="outlined" sx={{ m: { xs: 1, sm: 2 } }}>
        <StudentSummary />
      </Card>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Academic planner" path="academic-planner">
          <StudentPlanner />
          <Section title="Courses">
            <StudentEnrollments />
          </Section>
          <Section title="Tutors">
            <StudentTutors />
          </Section>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Sessions" path="sessions-list">
          <StudentSessions />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Contact" path="contact">
          <ContactTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Exams" path="exams">
          <Suspense fallback={<LinearProgress />}>
            <StudentExams />
          </Suspense>
        </TabbedShowLayout.Tab>
        <HistoryTab />
      </TabbedShowLayout>
    </Show>
  );
}
