import { Suspense } from 'react';
import { Box, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { lazyScreen } from '../lazyScreen.ts';
import { HistorySection } from '../audit/HistoryTab.tsx';
import type { ReactNode } from 'react';
import {
  EditButton,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TopToolbar,
  useCanAccess,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { formatDuration, offersScoreReports, type Course, type Session } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { CourseAcademicPlanner, PLANNER_BRAND } from './CourseAcademicPlanner.tsx';
import { CourseContact } from './CourseContact.tsx';
import { formatCourseDate } from './courseDates.ts';
import { CourseEnrollments } from './CourseEnrollments.tsx';
import { CourseManagerOptions } from './CourseManagerOptions.tsx';
import { CourseHistory } from './CourseHistory.tsx';
import { ManageSessionsButton } from './CourseSessionsEditor.tsx';
import { CourseSessions } from './CourseSessions.tsx';
import { CourseStatusButtons } from './CourseStatusButtons.tsx';
import { CourseStatusField } from './CourseStatusField.tsx';
import { ShowLink } from '../links/ShowLink.tsx';
import { ReserveButton } from './ReserveDialog.tsx';
import { RosterButton } from './RosterButton.tsx';

// The exams tab's code (tables, the report and grader dialogs) downloads when the tab opens.
const CourseExams = lazyScreen(() => import('./CourseExams.tsx'), 'CourseExams');

const SHOW_QUERY_OPTIONS = {
  meta: { include: 'brand,subject,host,leadSource,reservedFor,courseTemplate' },
};

function CourseTitle() {
  const course = useRecordContext<Course>();
  return <>{course ? course.title : 'Course'}</>;
}

function CourseShowActions() {
  const course = useRecordContext<Course>();
  const { canAccess: canEdit = false } = useCanAccess({
    action: 'edit',
    resource: 'courses',
    record: course,
  });
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <CourseStatusButtons />
      <ReserveButton />
      <RosterButton />
      <ManageSessionsButton />
      <CourseManagerOptions />
      {canEdit ? <EditButton /> : null}
    </TopToolbar>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Grid>
  );
}

/**
 * The course's next session and how many are still to come, by the server's clock (the
 * sessions list's `upcoming` filter), for the summary and the Upcoming tab's count.
 */
function useUpcomingSessions(course: Course | undefined) {
  const { data = [], total } = useGetList<Session>(
    'sessions',
    {
      filter: { courseId: course?.id, upcoming: true },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'startsAt', order: 'ASC' },
    },
    { enabled: Boolean(course) },
  );
  return { next: data[0] ?? null, count: total };
}

/** The course at a glance; its dates are calendar days, the same for every viewer. */
function CourseSummary() {
  const course = useRecordContext<Course>();
  const zone = useDisplayTimeZone();
  const { next } = useUpcomingSessions(course);
  if (!course) return null;
  const host = course.host ? `${course.host.firstName} ${course.host.lastName}` : null;
  return (
    <Card variant="outlined" sx={{ mx: { xs: 1, sm: 2 }, mt: 2 }}>
      <CardContent>
        <Grid container spacing={2}>
          <Item label="Name">{course.name}</Item>
          <Item label="Status">
            <CourseStatusField />
          </Item>
          <Item label="Brand">{course.brand?.name}</Item>
          <Item label="Subject">{course.subject?.name}</Item>
          <Item label="Host">{host}</Item>
          <Item label="Lead source">
            {course.leadSource ? (
              <ShowLink resource="lead_sources" id={course.leadSource.id}>
                {course.leadSource.name}
              </ShowLink>
            ) : null}
          </Item>
          <Item label="Template">{course.courseTemplate?.name}</Item>
          <Item label="Material">{course.materialName}</Item>
          <Item label="Schedule">{course.schedule}</Item>
          <Item label="Starts on">{formatCourseDate(course.startsAt)}</Item>
          <Item label="Ends on">{formatCourseDate(course.endsAt)}</Item>
          <Item label="Duration">
            {course.duration == null ? '—' : formatDuration(course.duration)}
          </Item>
          <Item label="Next session">{formatInZone(next?.startsAt, zone)}</Item>
          <Item label="Reserved for">
            {course.reservedFor ? (
              <>
                <ShowLink resource="students" id={course.reservedFor.id}>
                  {course.reservedFor.firstName} {course.reservedFor.lastName}
                </ShowLink>
                {course.reservationEndsAt
                  ? ` until ${formatInZone(course.reservationEndsAt, zone)}`
                  : ''}
              </>
            ) : null}
          </Item>
        </Grid>
        {course.notes ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              Notes
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {course.notes}
            </Typography>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The tabs of spec §2, with their counts: upcoming and all sessions (only when the brand
 * includes sessions), enrollments, contact, history, exams (a course of 1 to 399 students)
 * and the academic planner (Private Tutoring only). The first tab is the page's own address, as "redirects to upcoming" asks.
 */
function CourseTabs() {
  const course = useRecordContext<Course>();
  const { count: upcomingCount } = useUpcomingSessions(course);
  if (!course) return null;
  const hasSessions = course.brand?.includeSessions ?? true;
  const tabs = [
    hasSessions ? (
      <TabbedShowLayout.Tab key="upcoming" label={`Upcoming (${upcomingCount ?? '…'})`}>
        <CourseSessions upcoming />
      </TabbedShowLayout.Tab>
    ) : null,
    hasSessions ? (
      <TabbedShowLayout.Tab key="all" label={`All (${course.sessionsCount})`} path="all">
        <CourseSessions upcoming={false} />
      </TabbedShowLayout.Tab>
    ) : null,
    <TabbedShowLayout.Tab
      key="enrollments"
      label={`Enrollments (${course.enrollmentsCount})`}
      path={hasSessions ? 'enrollments' : undefined}
    >
      <CourseEnrollments />
    </TabbedShowLayout.Tab>,
    <TabbedShowLayout.Tab key="contact" label="Contact" path="contact">
      <CourseContact />
    </TabbedShowLayout.Tab>,
    <TabbedShowLayout.Tab key="history" label="History" path="history">
      <CourseHistory />
      <HistorySection title="Changes to the course" />
    </TabbedShowLayout.Tab>,
    // Spec §5: score exams only for a course of 1 to 399 students.
    offersScoreReports(course.enrollmentsCount) ? (
      <TabbedShowLayout.Tab key="exams" label="Exams" path="exams">
        <Suspense fallback={<LinearProgress />}>
          <CourseExams />
        </Suspense>
      </TabbedShowLayout.Tab>
    ) : null,
    course.brand?.name === PLANNER_BRAND ? (
      <TabbedShowLayout.Tab key="planner" label="Academic planner" path="academic-planner">
        <CourseAcademicPlanner />
      </TabbedShowLayout.Tab>
    ) : null,
  ].filter((tab) => tab !== null);
  return (
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
      {tabs}
    </TabbedShowLayout>
  );
}

/** One course: its summary and actions, then its tabs. */
export function CourseShow() {
  return (
    <Show<Course>
      title={<CourseTitle />}
      queryOptions={SHOW_QUERY_OPTIONS}
      actions={<CourseShowActions />}
    >
      <Stack>
        <CourseSummary />
        <CourseTabs />
      </Stack>
    </Show>
  );
}
