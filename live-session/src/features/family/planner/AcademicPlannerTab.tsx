import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SCHEDULE_CHANGE_EVENT, privateUserChannel, type Enrollment } from '@tp/domain';
import { useErrorToast, useToast } from '@tp/ui';
import { LazySessionDetailModal } from '../../../lib/LazySessionDetailModal.ts';
import { useSearchParams } from 'react-router';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { useRealtimeEvent } from '../../../realtime/useRealtimeEvent.ts';
import { useSignIn } from '../../../sign-in/SignInContext.ts';
import { CalendarPanel } from '../../schedule/CalendarPanel.tsx';
import { PLANNER_SLOTS, type ScheduleView } from '../../schedule/calendar-settings.ts';
import { ScheduleCalendar, type CalendarSpan } from '../../schedule/ScheduleCalendar.tsx';
import { PLANNER_LEGEND, ScheduleLegend } from '../../schedule/ScheduleLegend.tsx';
import { LazyStudyAreaEventDialog } from '../../schedule/LazyStudyAreaEventDialog.ts';
import type { StudyAreaEventDetail } from '../../schedule/StudyAreaEventDialog.tsx';
import { formatDateParam, parseDateParam } from '../../schedule/schedule-date.ts';
import {
  availabilityEvent,
  sessionEvent,
  studyAreaEvent,
  type AvailabilityItem,
  type ScheduleEvent,
  type StudyAreaEventItem,
} from '../../schedule/schedule-events.ts';
import { useRangeData, type RangeLoader } from '../../schedule/useRangeData.ts';
import { visibleRange } from '../../schedule/visible-range.ts';
import { createZonedLocalizer } from '../../schedule/zoned-localizer.ts';
import { displayTimeZone } from '../../shell/display-zone.ts';
import { familyTabUrl, type StudentPagesApp } from '../family-tabs.ts';
import { loadStudyAreas } from '../study-areas/study-areas-api.ts';
import { useFamilyStudent } from '../useFamilyStudent.ts';
import { LazyPlannerBookingDialog } from './LazyPlannerBookingDialog.ts';
import type { PlannerBooking } from './PlannerBookingDialog.tsx';
import { PlannerSessionActions } from './PlannerSessionActions.tsx';
import {
  EMPTY_PLANNER,
  loadPlannerRange,
  loadTutoringEnrollment,
  type PlannerData,
} from './planner-api.ts';

/** Tutors offer daytime hours: the planner opens at the calendar's earliest hour, 8 (spec §9). */
const PLANNER_SCROLL_HOUR = 8;

/** Spec §5: booking a day when the student has no study area. */
export const PLEASE_ADD_STUDY_AREA =
  'Please add a study area first (Study areas tab), so your tutor knows what to work on.';

/** Phones get the day view first: seven columns do not fit 390 px. */
const NARROW_SCREEN = '(max-width:600px)';

/** The planner's header and notices above the calendar, and the toolbar. */
const PLANNER_CHROME = { xs: 200, md: 300 };

/**
 * The academic planner (spec §1, §2; issue 11): the student's sessions, their test days (the
 * study-area events, all day) and their tutor's open availability in the student's zone (else
 * the signed-in user's), 30-minute slots; month view says each day's open time. A session
 * opens the session detail modal (with the family's cancel, reschedule and unreserve); an
 * availability, or a stretch of one, opens the booking form; a month day's open time opens
 * the day; a test day opens its study area, with a way to the Study areas tab to change it.
 * In the tutor app (spec §2 tutor.student) it is the tutor's view of their student: in the
 * tutor's zone, without the family's booking and session actions (a tutor schedules from
 * their own calendar).
 */
export function AcademicPlannerTab({ app }: { app: StudentPagesApp }) {
  const { user } = useSignIn();
  const { httpClient } = useAppServices();
  const toast = useToast();
  const toastError = useErrorToast();
  const student = useFamilyStudent();
  const studentId = student?.id ?? null;
  const isTutor = app === 'tutor';
  const zone = (!isTutor && student?.timeZone) || displayTimeZone(user);
  const localizer = useMemo(() => createZonedLocalizer(zone), [zone]);
  const isNarrow = useMediaQuery(NARROW_SCREEN, { noSsr: true });
  const [view, setView] = useState<ScheduleView>(isNarrow ? 'day' : 'week');
  const [params, setParams] = useSearchParams();
  // Today, read once; `?date=YYYY-MM-DD` (in the planner's zone) opens another day.
  const [today] = useState(() => new Date());
  const dateParam = params.get('date');
  const date = useMemo(() => parseDateParam(dateParam, zone) ?? today, [dateParam, zone, today]);
  const [enrollment, setEnrollment] = useState<Enrollment | null | undefined>(undefined);
  const [openSessionId, setOpenSessionId] = useState<number | null>(null);
  const [booking, setBooking] = useState<PlannerBooking | null>(null);
  const [openTestDay, setOpenTestDay] = useState<StudyAreaEventDetail | null>(null);
  const [reschedulingId, setReschedulingId] = useState<number | null>(null);
  // Its length, read when Reschedule is picked: the week shown may no longer hold it.
  const [rescheduledMinutes, setRescheduledMinutes] = useState<number | null>(null);
  // Spec §5: booking asks for a study area first; null until known (then booking is allowed).
  const [studyAreasKnown, setStudyAreasKnown] = useState<{ of: number; has: boolean } | null>(null);
  const hasStudyAreas = studyAreasKnown?.of === studentId ? studyAreasKnown.has : null;
  const range = useMemo(() => visibleRange(view, date, localizer), [view, date, localizer]);
  const tutorId = enrollment?.tutorId ?? null;

  // The tutoring enrollment, asked once per student and shared: this effect shows it, the
  // range's loader reads its tutor for the availabilities. So the sessions and test days load
  // beside it, not after it (the "no request waterfall").
  const enrollmentLoad = useRef<{
    client: typeof httpClient;
    studentId: number;
    answer: Promise<Enrollment | null>;
  } | null>(null);
  const enrollmentOf = useCallback(
    (id: number) => {
      const last = enrollmentLoad.current;
      if (last?.client === httpClient && last.studentId === id) return last.answer;
      const answer = loadTutoringEnrollment(httpClient, id);
      enrollmentLoad.current = { client: httpClient, studentId: id, answer };
      return answer;
    },
    [httpClient],
  );

  useEffect(() => {
    if (studentId === null) return;
    const controller = new AbortController();
    enrollmentOf(studentId).then(
      (answer) => {
        if (!controller.signal.aborted) setEnrollment(answer);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setEnrollment(null);
        toastError(error);
      },
    );
    loadStudyAreas(httpClient, studentId, controller.signal).then(
      (areas) => setStudyAreasKnown({ of: studentId, has: areas.length > 0 }),
      () => undefined, // unknown: the booking form stays open to them
    );
    return () => controller.abort();
  }, [httpClient, studentId, toastError, enrollmentOf]);

  const load = useCallback<RangeLoader<PlannerData>>(
    ({ tutorId: ownerId, start, end, signal }) =>
      loadPlannerRange(httpClient, {
        studentId: ownerId,
        // No tutor to show the open time of when the enrollment did not load (the effect
        // above tells the user).
        tutorId: enrollmentOf(ownerId).then(
          (answer) => answer?.tutorId ?? null,
          () => null,
        ),
        zone,
        start,
        end,
        signal,
      }),
    [httpClient, enrollmentOf, zone],
  );
  // The planner's owner is the student: the range reloads for them (useRangeData's owner id).
  // Items are drawn against the time of their load: what ended since the last one is past.
  const {
    data,
    loadedAt: now,
    isLoading,
    reload,
  } = useRangeData(load, EMPTY_PLANNER, studentId, range, toastError);
  // Subscribed after the calendar's first content: a change before then is read again then.
  useRealtimeEvent(user ? privateUserChannel(app, user.id) : null, SCHEDULE_CHANGE_EVENT, reload, {
    deferred: true,
    onSubscribed: reload,
  });

  // Families get no attendance warning: taking attendance is the tutor's (sessionEvent's default);
  // nor a student count: they read the course's name, not a roster's size.
  const sessions = useMemo(
    () => data.sessions.map((s) => sessionEvent(s, null, now, { countsStudents: false })),
    [data.sessions, now],
  );
  const testDays = useMemo(
    () =>
      data.testDayAreas
        .map((area) => studyAreaEvent(area, zone, now))
        .filter((item): item is StudyAreaEventItem => item !== null),
    [data.testDayAreas, zone, now],
  );
  const availabilities = useMemo(
    () =>
      data.availabilities
        .map((a) => availabilityEvent(a, now))
        .filter((item) => !item.isPast && !item.isLocked),
    [data.availabilities, now],
  );

  const openBooking = (item: AvailabilityItem, preferredStart?: Date) => {
    if (isTutor || !student || !enrollment || tutorId === null) return;
    if (hasStudyAreas === false) {
      toast.info(PLEASE_ADD_STUDY_AREA);
      return;
    }
    if (item.isMaxedOut || item.remainingMinutes <= 0) {
      toast.info('This time is fully booked. Please pick another.');
      return;
    }
    setBooking({
      target: {
        student: { id: student.id, name: `${student.firstName} ${student.lastName}` },
        enrollment: {
          id: enrollment.id,
          courseTitle: enrollment.courseTitle,
          forceDuration: enrollment.course?.brand?.forceDuration ?? null,
        },
        tutorId,
        availability: { id: item.recordId, start: item.start, end: item.end },
        // The student's own sessions in this time: its starts there would only fail.
        busy: data.sessions
          .filter((s) => s.canceledAt === null && s.id !== reschedulingId)
          .map((s) => ({ start: new Date(s.startsAt), end: new Date(s.endsAt) }))
          .filter((b) => b.start < item.end && b.end > item.start),
        ...(preferredStart ? { preferredStart } : {}),
        // A rescheduled session keeps its length unless the family picks another.
        ...(reschedulingId !== null && rescheduledMinutes !== null
          ? { duration: rescheduledMinutes }
          : {}),
      },
      now: new Date(),
      ...(reschedulingId !== null ? { rescheduleOf: reschedulingId } : {}),
    });
  };
  const selectItem = (item: ScheduleEvent) => {
    if (item.kind === 'session') setOpenSessionId(item.recordId);
    else if (item.kind === 'availability') openBooking(item);
    else if (item.kind === 'study-area') setOpenTestDay({ area: item.area });
  };
  const selectSpan = (span: CalendarSpan) => {
    const host = availabilities.find((a) => a.start <= span.start && span.start < a.end);
    if (host) openBooking(host, span.start);
  };
  const onChanged = () => {
    setReschedulingId(null);
    reload();
  };

  if (studentId === null) return null;
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          Academic planner
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {isTutor
            ? `Sessions, test days and the tutor's open time. Times in ${zone}.`
            : `Click an open time of your tutor to book a session. Times in ${zone}.`}
        </Typography>
      </Stack>
      {enrollment === null && !isTutor ? (
        <Alert severity="info">
          There is no tutoring enrollment with a tutor to book yet. Sessions already scheduled are
          shown below.
        </Alert>
      ) : null}
      {reschedulingId !== null ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setReschedulingId(null)}>
              Stop
            </Button>
          }
        >
          Pick an open time of your tutor to move the session to.
        </Alert>
      ) : null}
      <CalendarPanel
        testId="planner-calendar"
        view={view}
        isLoading={isLoading}
        loadingLabel="Loading planner"
        chrome={PLANNER_CHROME}
        aside={<ScheduleLegend entries={PLANNER_LEGEND} />}
      >
        <ScheduleCalendar
          timeZone={zone}
          mode="schedule"
          view={view}
          date={date}
          sessions={sessions}
          events={testDays}
          availabilities={availabilities}
          isFullDay={false}
          slots={PLANNER_SLOTS}
          scrollHour={PLANNER_SCROLL_HOUR}
          showsOpenTimeInMonth
          onView={setView}
          onNavigate={(next) => setParams({ date: formatDateParam(next, zone) })}
          onSelectItem={selectItem}
          onSelectSpan={selectSpan}
          onChangeAvailability={() => undefined}
        />
      </CalendarPanel>
      <LazySessionDetailModal
        sessionId={openSessionId}
        app={app}
        httpClient={httpClient}
        timeZone={zone}
        onClose={() => setOpenSessionId(null)}
        onChanged={reload}
        extraActions={
          isTutor
            ? undefined
            : (session, at) => (
                <PlannerSessionActions
                  app={app}
                  session={session}
                  now={at}
                  httpClient={httpClient}
                  onChanged={() => {
                    setOpenSessionId(null);
                    reload();
                  }}
                  onReschedule={(id) => {
                    setOpenSessionId(null);
                    setReschedulingId(id);
                    setRescheduledMinutes(session.duration);
                  }}
                />
              )
        }
      />
      <LazyStudyAreaEventDialog
        detail={openTestDay}
        editUrl={isTutor ? undefined : familyTabUrl(app, studentId, 'study-areas')}
        onClose={() => setOpenTestDay(null)}
      />
      <LazyPlannerBookingDialog
        booking={booking}
        zone={zone}
        httpClient={httpClient}
        onClose={() => setBooking(null)}
        onChanged={onChanged}
      />
    </Stack>
  );
}
