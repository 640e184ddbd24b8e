import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
  HOMEWORK_HELP_CHANNEL,
  HOMEWORK_HELP_SESSION_CHANGE_EVENT,
  STUDY_AREA_CHECK_IN_TOAST,
  homeworkHelpSessionChannel,
} from '@tp/domain';
import { TUTOR_EMAIL, startLiveTestApi } from '../../test/test-api.ts';
import {
  ARRANGED_TITLE as TITLE,
  arrangeSession as arrange,
  studentNames,
  type Arrangement,
} from '../../test/arrange-session.ts';
import { createFakeRealtime } from '../../test/fake-realtime.ts';
import { currentUrl, renderApp, testServices } from '../../test/render-app.tsx';

/**
 * The session page against the real API over the demo world (its clock at 15:00 UTC, 9:00 AM
 * in Chicago): each test takes one of the demo tutor's sessions and arranges it in SQL (its
 * hour, its students, its meeting), so the server computes the live fields the page shows.
 */
const api = startLiveTestApi();
const arrangeSession = (options?: Arrangement) => arrange(api, options);

let openSpy: MockInstance<typeof window.open>;
beforeEach(async () => {
  // Date follows real time from 15:12:30 UTC (the session's 13th minute), so the page's
  // one-second tick moves it.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2025-03-05T15:12:30Z'));
  openSpy = vi.spyOn(window, 'open').mockReturnValue({} as Window);
  await api.signInAs(TUTOR_EMAIL);
});
afterEach(() => {
  vi.useRealTimers();
  openSpy.mockRestore();
});

describe('the session page', { timeout: 30_000 }, () => {
  it('shows the title, the progress in minutes and selects the first of the students', async () => {
    const session = await arrangeSession();
    renderApp(`/tutor/sessions/${session.id}`);
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Session progress' })).toHaveTextContent(
      '12 of 60 min',
    );
    expect(screen.getByRole('combobox', { name: 'Student' })).toHaveTextContent(session.names[0]!);
    // The attendance panel below, open: attendance not taken yet.
    expect(await screen.findByText('Attendance Pending')).toBeInTheDocument();
    // In progress: no Return Home; the host launches.
    expect(screen.queryByRole('link', { name: 'Return Home' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(openSpy).toHaveBeenCalledWith(
      `/api/v2/sessions/${session.id}/launch`,
      '_blank',
      undefined,
    );
  });

  it('closes and re-opens the session with the spec’s toasts', async () => {
    const session = await arrangeSession();
    const suppressed = async () =>
      (
        await api.query<{ suppressAttendance: boolean }>(
          'select suppress_attendance as "suppressAttendance" from sessions where id = $1',
          [session.id],
        )
      )[0]!.suppressAttendance;
    renderApp(`/tutor/sessions/${session.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Close Session' }));
    expect(await screen.findByText('Session has been closed.')).toBeInTheDocument();
    expect(await suppressed()).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Re-open Session' }));
    expect(await screen.findByText('Session has been openend.')).toBeInTheDocument();
    expect(await suppressed()).toBe(false);
    expect(await screen.findByRole('button', { name: 'Close Session' })).toBeEnabled();
  });

  it('says why a close failed when the server refuses it', async () => {
    const session = await arrangeSession();
    api.server.use(
      http.put(`*/api/v2/sessions/${session.id}`, () =>
        HttpResponse.json({ error: 'Something went wrong' }, { status: 500 }),
      ),
    );
    renderApp(`/tutor/sessions/${session.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Close Session' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Session has been closed.')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Close Session' })).toBeEnabled();
  });

  it('submits attendance from the panel below the head', async () => {
    const session = await arrangeSession();
    const [first] = session.names as [string];
    const pointsOf = () =>
      api.query<{ attended: boolean | null; points: number; total: number }>(
        `select a.attended, a.points, s.points as total
           from attendances a join students s on s.id = a.student_id
          where a.session_id = $1 and s.first_name || ' ' || s.last_name = $2`,
        [session.id, first],
      );
    const [before] = await pointsOf();
    renderApp(`/tutor/sessions/${session.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Take Attendance' }));
    fireEvent.click(screen.getByLabelText(`Attended: ${first}`));
    fireEvent.click(screen.getByRole('button', { name: `Give ${first} 50 points` }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(
      await screen.findByText('Attendance has been submitted for this session'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Attendance' })).toBeInTheDocument();
    // One submit: attended, and the 50 points on the attendance and the student's total.
    expect(await pointsOf()).toEqual([
      { attended: true, points: before!.points + 50, total: before!.total + 50 },
    ]);
    // Attendance taken: the subject allotments follow.
    expect(await screen.findByText('What subjects did you work on today?')).toBeInTheDocument();
  });

  it('opens the check-in board as a popup', async () => {
    const session = await arrangeSession();
    renderApp(`/tutor/sessions/${session.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Check-In Screen' }));
    expect(openSpy).toHaveBeenCalledWith(
      `/check-in/${session.id}`,
      'check-in',
      'width=1320,height=990,toolbar=no,menubar=no,location=no,status=no',
    );
  });

  it('disables the check-in board without attendances', async () => {
    const session = await arrangeSession({ students: 0 });
    renderApp(`/tutor/sessions/${session.id}`);
    expect(await screen.findByRole('button', { name: 'Check-In Screen' })).toBeDisabled();
    expect(await screen.findByText('No students to take attendance.')).toBeInTheDocument();
  });

  it('removes the subject of a dynamic-subject course after a confirmation', async () => {
    const session = await arrangeSession({ withDynamicSubject: true });
    const subjectId = async () =>
      (
        await api.query<{ subjectId: number | null }>(
          'select subject_id as "subjectId" from sessions where id = $1',
          [session.id],
        )
      )[0]!.subjectId;
    renderApp(`/tutor/sessions/${session.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Subject' }));
    const dialog = await screen.findByRole('dialog');
    expect(await subjectId()).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(await subjectId()).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Subject' })).not.toBeInTheDocument(),
    );
  });

  it('offers Return Home and says "session ended" once the session is over', async () => {
    // 13:55 to 14:55 UTC: over at the server's 15:00; the page's clock a little later.
    vi.setSystemTime(new Date('2025-03-05T15:00:05Z'));
    const session = await arrangeSession({ startsAt: '2025-03-05T13:55:00.000Z' });
    renderApp(`/tutor/sessions/${session.id}`);
    expect(await screen.findByRole('link', { name: 'Return Home' })).toHaveAttribute(
      'href',
      '/tutor/dashboard',
    );
    expect(screen.getByText('session ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
  });

  it('turns launchable at the minute the session modal does, while the page stays open', async () => {
    // 15:20 to 16:20 UTC: launchable from 15:05, by the page's clock as by the modal's rule.
    vi.setSystemTime(new Date('2025-03-05T15:04:57Z'));
    const session = await arrangeSession({ startsAt: '2025-03-05T15:20:00.000Z' });
    renderApp(`/tutor/sessions/${session.id}`);
    expect(await screen.findByRole('link', { name: 'Return Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
    vi.setSystemTime(new Date('2025-03-05T15:05:01Z'));
    expect(await screen.findByRole('button', { name: 'Launch' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Return Home' })).not.toBeInTheDocument();
  });

  it('says "session not ready" on a disabled video button until the meeting exists', async () => {
    const session = await arrangeSession({ withMeeting: false, asAssignee: true });
    api.server.use(
      http.get(`*/api/v2/sessions/${session.id}/prepare`, () =>
        HttpResponse.json({ errors: { base: ['The meeting is not ready'] } }, { status: 409 }),
      ),
    );
    renderApp(`/tutor/sessions/${session.id}`);
    const join = await screen.findByRole('button', { name: 'Join' });
    expect(join).toBeDisabled();
    fireEvent.mouseOver(join.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('session not ready');
    expect(api.requestsTo(`/api/v2/sessions/${session.id}/prepare`)).toHaveLength(1);
  });

  it('joins through the meeting the server prepares', async () => {
    const session = await arrangeSession({ withMeeting: false, asAssignee: true });
    renderApp(`/tutor/sessions/${session.id}`);
    const join = await screen.findByRole('button', { name: 'Join' });
    await waitFor(() => expect(join).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
    fireEvent.click(join);
    expect(openSpy).toHaveBeenCalledWith(
      `/api/v2/sessions/${session.id}/connect`,
      '_blank',
      undefined,
    );
    const meetings = await api.query('select 1 from session_meetings where session_id = $1', [
      session.id,
    ]);
    expect(meetings).toHaveLength(1);
  });

  it('launches once on arrival with launch=true and drops the flag', async () => {
    const session = await arrangeSession();
    const { router } = renderApp(`/tutor/sessions/${session.id}?launch=true`);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/tutor/sessions/${session.id}?launch=false`),
    );
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(openSpy).toHaveBeenCalledWith(
      `/api/v2/sessions/${session.id}/launch`,
      '_blank',
      undefined,
    );
  });

  it('shows the tutoring check-in toast five minutes after the start', async () => {
    // A Tutoring session that started at 14:56:00; the page's clock stands still at 15:00:50
    // until the test moves it past the fifth minute.
    const session = await arrangeSession({
      brand: 'Private Tutoring',
      students: 1,
      startsAt: '2025-03-05T14:56:00.000Z',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-05T15:00:50Z'));
    renderApp(`/tutor/sessions/${session.id}`);
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Session progress' })).toHaveTextContent(
      '4 of 60 min',
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(screen.queryByText(STUDY_AREA_CHECK_IN_TOAST)).not.toBeInTheDocument();
    vi.setSystemTime(new Date('2025-03-05T15:01:01Z'));
    expect(await screen.findByText(STUDY_AREA_CHECK_IN_TOAST)).toBeInTheDocument();
  });

  it('says a session that does not exist could not be found', async () => {
    renderApp('/tutor/sessions/987654');
    expect(await screen.findByText('This session could not be found.')).toBeInTheDocument();
  });
});

describe('the session page’s live updates', { timeout: 30_000 }, () => {
  async function renderLive(sessionId: number) {
    const realtime = createFakeRealtime();
    const view = renderApp(`/tutor/sessions/${sessionId}`, testServices(realtime));
    await screen.findByRole('heading', { name: TITLE });
    return { ...view, realtime };
  }

  it('goes to the dashboard when the session is destroyed', async () => {
    const session = await arrangeSession();
    const { router, realtime } = await renderLive(session.id);
    await waitFor(() =>
      expect(
        realtime.subscriptionCount(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT),
      ).toBe(1),
    );
    // Another session's news is not this page's.
    realtime.emit(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT, {
      sessionId: session.id + 1,
      action: 'destroyed',
    });
    expect(currentUrl(router)).toBe(`/tutor/sessions/${session.id}`);
    realtime.emit(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT, {
      sessionId: session.id,
      action: 'destroyed',
    });
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/tutor\/dashboard/));
  });

  it('announces a split once, then moves to the new session without launching', async () => {
    const session = await arrangeSession();
    const { router, realtime } = await renderLive(session.id);
    await waitFor(() =>
      expect(
        realtime.subscriptionCount(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT),
      ).toBe(1),
    );
    const newSessionId = session.id + 1;
    const split = {
      sessionId: session.id,
      action: 'split',
      newSessionId,
      subjectName: 'Chemistry',
    };
    realtime.emit(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT, split);
    realtime.emit(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT, split);
    expect(
      await screen.findAllByText('This session continues as a new Chemistry session.'),
    ).toHaveLength(1);
    expect(currentUrl(router)).toBe(`/tutor/sessions/${session.id}`);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/tutor/sessions/${newSessionId}?launch=false`),
    );
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('adds a student from an attendance change and selects the first student', async () => {
    const session = await arrangeSession({ students: 1 });
    const { realtime } = await renderLive(session.id);
    expect(screen.queryByRole('combobox', { name: 'Student' })).not.toBeInTheDocument();
    const channel = homeworkHelpSessionChannel(session.id);
    await waitFor(() =>
      expect(realtime.subscriptionCount(channel, HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT)).toBe(1),
    );
    // A second student joins the session on the server, then its news arrives.
    const [newcomer] = await api.query<{ id: number }>(
      `select id from students where id not in
         (select student_id from attendances where session_id = $1) order by id limit 1`,
      [session.id],
    );
    const admin = await api.otherBrowser('admin@demo.test');
    const { status, json } = await admin.request('POST', '/api/v2/attendances', {
      attendance: { sessionId: session.id, studentId: newcomer!.id },
    });
    expect(status).toBe(201);
    realtime.emit(channel, HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT, {
      sessionId: session.id,
      attendanceId: (json as { attendance: { id: number } }).attendance.id,
      studentId: newcomer!.id,
    });
    const names = await studentNames(api, session.id);
    expect(names).toHaveLength(2);
    const selector = await screen.findByRole('combobox', { name: 'Student' });
    expect(selector).toHaveTextContent(names[0]!);
  });
});
