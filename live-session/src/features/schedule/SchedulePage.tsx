import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  SCHEDULE_CHANGE_EVENT,
  bookableRemainingMinutes,
  formatDuration,
  privateUserChannel,
} from '@tp/domain';
import { useErrorToast, useToast } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../shell/display-zone.ts';
import { AvailabilityActions } from './AvailabilityActions.tsx';
import { CalendarPanel } from './CalendarPanel.tsx';
import type { ScheduleMode, ScheduleView } from './calendar-settings.ts';
import { CalendarSubscribe } from './CalendarSubscribe.tsx';
import { LazyConfirmDialog } from './LazyConfirmDialog.ts';
import { MiniAvailabilityCalendar } from './MiniAvailabilityCalendar.tsx';
import { preloadDragAndDrop, ScheduleCalendar, type CalendarSpan } from './ScheduleCalendar.tsx';
import type { ScheduleSelection } from './ScheduleDialogs.tsx';
import { LazyScheduleDialogs } from './LazyScheduleDialogs.ts';
import { ScheduleLegend } from './ScheduleLegend.tsx';
import { ScheduleModeBar } from './ScheduleModeBar.tsx';
import { LazyStudyAreaEventDialog } from './LazyStudyAreaEventDialog.ts';
import type { StudyAreaEventDetail } from './StudyAreaEventDialog.tsx';
import { formatDateParam, parseDateParam } from './schedule-date.ts';
import {
  availabilityEvent,
  calendarEventItem,
  sessionEvent,
  studyAreaEvent,
  type AvailabilityItem,
  type ScheduleEvent,
  type StudyAreaEventItem,
} from './schedule-events.ts';
import { useAvailabilityEditing } from './useAvailabilityEditing.ts';
import { useScheduleData } from './useScheduleData.ts';
import { visibleRange } from './visible-range.ts';
import { createZonedLocalizer } from './zoned-localizer.ts';

/** Phones get the day view first: seven columns do not fit 390 px. */
const NARROW_SCREEN = '(max-width:600px)';

const RANGE_WORDS: Record<ScheduleView, string> = {
  day: 'this day',
  week: 'this week',
  month: 'this month',
};

/**
 * `/tutor/schedule?date=YYYY-MM-DD`: the tutor's calendar in their zone, kept current by the
 * `schedule-change` events of their private channel. Schedule mode opens sessions, events and
 * the test days of the tutor's students (study-area events, all day) and makes new events;
 * availability mode edits the tutor's availability.
 */
export function SchedulePage() {
  const { user } = useSignIn();
  const { httpClient, pageLoad } = useAppServices();
  // Availability mode's dragging, fetched once the schedule shows rather than with it.
  useEffect(() => {
    void (pageLoad?.settled() ?? Promise.resolve()).then(preloadDragAndDrop);
  }, [pageLoad]);
  const toast = useToast();
  const toastError = useErrorToast();
  const [params, setParams] = useSearchParams();
  const isNarrow = useMediaQuery(NARROW_SCREEN, { noSsr: true });
  const [view, setView] = useState<ScheduleView>(isNarrow ? 'day' : 'week');
  // `?mode=availability` (the dashboard's Edit availability) opens the page in that mode.
  const [mode, setMode] = useState<ScheduleMode>(() =>
    params.get('mode') === 'availability' ? 'availability' : 'schedule',
  );
  const [isFullDay, setFullDay] = useState(false);
  const [selection, setSelection] = useState<ScheduleSelection>(null);
  const [openTestDay, setOpenTestDay] = useState<StudyAreaEventDetail | null>(null);
  const [deleting, setDeleting] = useState<AvailabilityItem | null>(null);
  const [isDeleteBusy, setDeleteBusy] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);

  const zone = displayTimeZone(user);
  const localizer = useMemo(() => createZonedLocalizer(zone), [zone]);
  const dateParam = params.get('date');
  // Today, read once: the page does not jump to a new day while open.
  const [now] = useState(() => new Date());
  const date = useMemo(() => parseDateParam(dateParam, zone) ?? now, [dateParam, zone, now]);
  const range = useMemo(() => visibleRange(view, date, localizer), [view, date, localizer]);
  const monthRange = useMemo(() => visibleRange('month', date, localizer), [date, localizer]);

  const tutorId = user?.tutorId ?? null;
  const employeeId = user?.employeeId ?? tutorId;
  const { data, loadedAt, availabilitiesLoadedAt, isLoading, reload, reloadLive } = useScheduleData(
    httpClient,
    tutorId,
    zone,
    range,
    monthRange,
    toastError,
  );
  const onChanged = useCallback(() => {
    reload();
    setRefreshKey((key) => key + 1);
  }, [reload]);
  const followChange = useCallback(() => {
    reloadLive();
    setRefreshKey((key) => key + 1);
  }, [reloadLive]);
  // Subscribed after the calendar's first content: a change before then is read again then.
  useRealtimeEvent(
    user ? privateUserChannel('tutor', user.id) : null,
    SCHEDULE_CHANGE_EVENT,
    followChange,
    { deferred: true, onSubscribed: followChange },
  );
  const editing = useAvailabilityEditing(httpClient, tutorId, onChanged);
  const { clearPending } = editing;
  useEffect(() => clearPending(), [data.availabilities, clearPending]);

  // Drawn against the time of their load: what ended since the previous one shows as past.
  const sessions = useMemo(
    () =>
      data.sessions.map((s) => sessionEvent(s, employeeId, loadedAt, { warnsOfAttendance: true })),
    [data.sessions, employeeId, loadedAt],
  );
  const events = useMemo(
    () => data.events.map((e) => calendarEventItem(e, loadedAt)),
    [data.events, loadedAt],
  );
  const testDays = useMemo(
    () =>
      data.testDayAreas
        .map((area) =>
          studyAreaEvent(
            area,
            zone,
            loadedAt,
            area.student ? `${area.student.firstName} ${area.student.lastName}` : undefined,
          ),
        )
        .filter((item): item is StudyAreaEventItem => item !== null),
    [data.testDayAreas, zone, loadedAt],
  );
  // Availability mode is for the tutor's own time: the test days stay out of it.
  const scheduleEvents = useMemo(
    () => (mode === 'schedule' ? [...events, ...testDays] : events),
    [mode, events, testDays],
  );
  const availabilities = useMemo(
    () =>
      data.availabilities.map((a) => {
        const item = availabilityEvent(a, availabilitiesLoadedAt);
        const moved = editing.pending.get(item.id);
        return moved ? { ...item, ...moved } : item;
      }),
    [data.availabilities, availabilitiesLoadedAt, editing.pending],
  );
  // The dashboard's "not yet booked" reads the same rule.
  const remainingMinutes = bookableRemainingMinutes(data.availabilities, availabilitiesLoadedAt);

  const selectItem = (item: ScheduleEvent) => {
    if (item.kind === 'session') setSelection({ kind: 'session', sessionId: item.recordId });
    else if (item.kind === 'event') setSelection({ kind: 'event', eventId: item.recordId });
    else if (item.kind === 'study-area')
      setOpenTestDay({
        area: item.area,
        ...(item.studentName ? { studentName: item.studentName } : {}),
      });
    else if (item.kind === 'availability' && mode === 'availability') {
      if (item.isEditable) setDeleting(item);
      else if (item.isLocked) toast.info('This availability is locked and cannot be changed.');
      else if (item.isMaxedOut)
        toast.info('This availability is fully booked and cannot be changed.');
    }
  };
  const selectSpan = (span: CalendarSpan) => {
    if (mode === 'availability') void editing.create(span);
    else setSelection({ kind: 'new-event', start: span.start, end: span.end });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    await editing.remove(deleting);
    setDeleteBusy(false);
    setDeleting(null);
  };

  const today = formatDateParam(now, zone);
  const rangeStart = formatDateParam(range.start, zone);
  const weekStart = visibleRange('week', date, localizer).start;

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          Schedule
        </Typography>
        <ScheduleModeBar
          mode={mode}
          onModeChange={setMode}
          isFullDay={isFullDay}
          canShowFullDay={view !== 'month'}
          onFullDayChange={setFullDay}
        />
      </Stack>
      {tutorId === null ? (
        <Alert severity="warning">
          Your account has no tutor profile, so there is no schedule to show.
        </Alert>
      ) : null}
      {mode === 'availability' && tutorId !== null ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
        >
          <Typography variant="body2" data-testid="remaining-availability">
            Drag on the calendar to add availability; drag a block to move it, its edge to resize
            it, click it to delete it. Remaining availability {RANGE_WORDS[view]}:{' '}
            <strong>{formatDuration(remainingMinutes)}</strong>
          </Typography>
          <AvailabilityActions
            httpClient={httpClient}
            weekDate={formatDateParam(date, zone)}
            clearFrom={rangeStart > today ? rangeStart : today}
            weekLabel={`the week of ${localizer.format(weekStart, 'MMMM D')}`}
            onChanged={onChanged}
          />
        </Stack>
      ) : null}
      <CalendarPanel
        testId="schedule-calendar"
        view={view}
        isLoading={isLoading}
        loadingLabel="Loading schedule"
        aside={
          <>
            <MiniAvailabilityCalendar
              httpClient={httpClient}
              tutorId={tutorId}
              timeZone={zone}
              localizer={localizer}
              date={date}
              refreshKey={refreshKey}
              onSelectDay={(day) => setParams({ date: formatDateParam(day, zone) })}
              onError={toastError}
            />
            <ScheduleLegend />
            {tutorId !== null ? (
              <CalendarSubscribe httpClient={httpClient} tutorId={tutorId} />
            ) : null}
          </>
        }
      >
        <ScheduleCalendar
          timeZone={zone}
          mode={mode}
          view={view}
          date={date}
          sessions={sessions}
          events={scheduleEvents}
          availabilities={availabilities}
          isFullDay={isFullDay}
          onView={setView}
          onNavigate={(next) => setParams({ date: formatDateParam(next, zone) })}
          onSelectItem={selectItem}
          onSelectSpan={selectSpan}
          onChangeAvailability={(item, span) => void editing.change(item, span)}
        />
      </CalendarPanel>
      <LazyConfirmDialog
        isOpen={deleting !== null}
        title="Delete availability?"
        confirmLabel="Delete"
        isBusy={isDeleteBusy}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <DialogContentText>
          {deleting
            ? `Are you sure you want to delete your availability of ${localizer.format(deleting.start, 'dddd, MMMM D')}, ${localizer.format(deleting.start, 'LT')} – ${localizer.format(deleting.end, 'LT')}?`
            : null}
        </DialogContentText>
      </LazyConfirmDialog>
      <LazyStudyAreaEventDialog detail={openTestDay} onClose={() => setOpenTestDay(null)} />
      <LazyScheduleDialogs
        selection={selection}
        onSelectionChange={setSelection}
        onChanged={onChanged}
      />
    </Stack>
  );
}
