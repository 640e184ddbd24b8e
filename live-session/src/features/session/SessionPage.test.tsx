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
import { createFakeRealtime } from '../../test/fake-realtime.ts';
import { currentUrl, renderApp, testServices } from '../../test/render-app.tsx';
import type { LiveSession } from './session-page-api.ts';

const api = startLiveTestApi();
const SESSION_ID = 9001;
const SESSION_URL = `*/api/v2/sessions/${SESSION_ID}`;

const student = (studentId: number, fullName: string, attendanceId: number) =>
  ({
    id: attendanceId,
    sessionId: SESSION_ID,
    studentId,
    sessionSupervisorId: 7,
    attended: null,
    joinedAt: null,
    notes: null,
    points: 0,
    lockVersion: 0,
    student: { id: studentId, fullName },
  }) as unknown as NonNullable<LiveSession['attendances']>[number];

/**
 * A Tutoring session from 15:00 to 16:00 UTC with its live fields, as GET /sessions/{id}
 * answers them once the server computes them (issue 10, server A).
 */
function liveSession(overrides: Partial<LiveSession> = {}): LiveSession {
  return {
    id: SESSION_ID,
    courseId: 3,
    type: 'Tutoring',
    name: 'Algebra tutoring',
    startsAt: '2025-03-05T15:00:00.000Z',
    endsAt: '2025-03-05T16:00:00.000Z',
    duration: 60,
    online: true,
    place: null,
    room: null,
    supervisorId: 7,
    employeesRequired: 1,
    notes: null,
    attendanceTakenAt: null,
    launchedAt: null,
    suppressAttendance: false,
    canceledAt: null,
    enrollmentId: null,
    sessionTypeId: null,
    scheduledById: null,
    assignmentsCount: 1,
    attendancesCount: 2,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    lockVersion: 4,
    launchable: true,
    canAttend: false,
    canLaunch: true,
    canEdit: true,
    canCancel: true,
    isPast: false,
    recentlyStarted: true,
    attendanceOpen: true,
    identifier: null,
    zoomMeeting: { provider: 'jitsi', joinUrl: 'https://meet.jit.si/room' },
    subjectId: null,
    sessionSubject: null,
    dynamicSubject: false,
    includePoints: true,
    requiresAttendanceNote: true,
    assignedEmployeeIds: [],
    attendances: [student(51, 'Ada Lovelace', 501), student(52, 'Ben Franklin', 502)],
    ...overrides,
  };
}

function serveSession(session: LiveSession | (() => LiveSession)) {
  api.server.use(
    http.get(SESSION_URL, () =>
      HttpResponse.json({ session: typeof session === 'function' ? session() : session }),
    ),
  );
}

let openSpy: MockInstance<typeof window.open>;
beforeEach(async () => {
  // Date follows real time from 15:12 UTC, so the page's one-second tick moves it.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2025-03-05T15:12:30Z'));
  openSpy = vi.spyOn(window, 'open').mockReturnValue({} as Window);
  await api.signInAs(TUTOR_EMAIL);
});
afterEach(() => {
  vi.useRealTimers();
  openSpy.mockRestore();
});

describe('the session page', { timeout: 20_000 }, () => {
  it('shows the title, the progress in minutes and selects the first of the students', async () => {
    serveSession(liveSession());
    renderApp(`/tutor/sessions/${SESSION_ID}`);
    expect(await screen.findByRole('heading', { name: 'Algebra tutoring' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Session progress' })).toHaveTextContent(
      '12 of 60 min',
    );
    expect(screen.getByRole('combobox', { name: 'Student' })).toHaveTextContent('Ada Lovelace');
    // In progress: no Return Home; the host launches.
    expect(screen.queryByRole('link', { name: 'Return Home' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(openSpy).toHaveBeenCalledWith(
      `/api/v2/sessions/${SESSION_ID}/launch`,
      '_blank',
      undefined,
    );
  });

  it('closes and re-opens the session with the spec’s toasts', async () => {
    let current = liveSession();
    const bodies: unknown[] = [];
    serveSession(() => current);
    api.server.use(
      http.put(SESSION_URL, async ({ request }) => {
        const body = (await request.json()) as { session: { suppressAttendance: boolean } };
        bodies.push(body);
        current = { ...current, suppressAttendance: body.session.suppressAttendance };
        return HttpResponse.json({ session: current });
      }),
    );
    renderApp(`/tutor/sessions/${SESSION_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Close Session' }));
    expect(await screen.findByText('Session has been closed.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Re-open Session' }));
    expect(await screen.findByText('Session has been openend.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { session: { suppressAttendance: true, lockVersion: 4 } },
      { session: { suppressAttendance: false, lockVersion: 4 } },
    ]);
  });

  it('opens the check-in board as a popup, and disables it without attendances', async () => {
    serveSession(liveSession());
    const { unmount } = renderApp(`/tutor/sessions/${SESSION_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Check-In Screen' }));
    expect(openSpy).toHaveBeenCalledWith(
      `/check-in/${SESSION_ID}`,
      'check-in',
      'width=1320,height=990,toolbar=no,menubar=no,location=no,status=no',
    );
    unmount();
    serveSession(liveSession({ attendances: [], attendancesCount: 0 }));
    renderApp(`/tutor/sessions/${SESSION_ID}`);
    expect(await screen.findByRole('button', { name: 'Check-In Screen' })).toBeDisabled();
  });

  it('removes the subject of a dynamic-subject course after a confirmation', async () => {
    let resets = 0;
    serveSession(
      liveSession({
        dynamicSubject: true,
        subjectId: 4,
        sessionSubject: { id: 4, name: 'Geometry' },
      }),
    );
    api.server.use(
      http.post(`${SESSION_URL}/reset_subject`, () => {
        resets += 1;
        return HttpResponse.json({ session: liveSession() });
      }),
    );
    renderApp(`/tutor/sessions/${SESSION_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Subject' }));
    const dialog = await screen.findByRole('dialog');
    expect(resets).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(resets).toBe(1));
  });

  it('offers Return Home and says "session ended" once the session is over', async () => {
    vi.setSystemTime(new Date('2025-03-05T16:00:05Z'));
    serveSession(liveSession({ launchable: false, isPast: true }));
    renderApp(`/tutor/sessions/${SESSION_ID}`);
    expect(await screen.findByRole('link', { name: 'Return Home' })).toHaveAttribute(
      'href',
      '/tutor/dashboard',
    );
    expect(screen.getByText('session ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
  });

  it('says "session not ready" on a disabled video button until the meeting exists', async () => {
    serveSession(liveSession({ zoomMeeting: null, canLaunch: false, canAttend: true }));
    api.server.use(
      http.get(`${SESSION_URL}/prepare`, () =>
        HttpResponse.json({ errors: { base: ['The meeting is not ready'] } }, { status: 409 }),
      ),
    );
    renderApp(`/tutor/sessions/${SESSION_ID}`);
    expect(await screen.findByRole('button', { name: 'Join' })).toBeDisabled();
    expect(api.requestsTo(`/api/v2/sessions/${SESSION_ID}/prepare`)).toHaveLength(1);
  });

  it('joins through the prepared meeting', async () => {
    serveSession(liveSession({ zoomMeeting: null, canLaunch: false, canAttend: true }));
    api.server.use(
      http.get(`${SESSION_URL}/prepare`, () =>
        HttpResponse.json({
          session: liveSession({ zoomMeeting: { provider: 'jitsi', joinUrl: 'https://x.test' } }),
        }),
      ),
    );
    renderApp(`/tutor/sessions/${SESSION_ID}`);
    const join = await screen.findByRole('button', { name: 'Join' });
    await waitFor(() => expect(join).toBeEnabled());
    fireEvent.click(join);
    expect(openSpy).toHaveBeenCalledWith(
      `/api/v2/sessions/${SESSION_ID}/connect`,
      '_blank',
      undefined,
    );
  });

  it('launches once on arrival with launch=true and drops the flag', async () => {
    serveSession(liveSession());
    const { router } = renderApp(`/tutor/sessions/${SESSION_ID}?launch=true`);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/tutor/sessions/${SESSION_ID}?launch=false`),
    );
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(openSpy).toHaveBeenCalledWith(
      `/api/v2/sessions/${SESSION_ID}/launch`,
      '_blank',
      undefined,
    );
  });

  it('shows the tutoring check-in toast five minutes after the start', async () => {
    vi.setSystemTime(new Date('2025-03-05T15:04:58.500Z'));
    serveSession(liveSession());
    renderApp(`/tutor/sessions/${SESSION_ID}`);
    expect(await screen.findByText(STUDY_AREA_CHECK_IN_TOAST)).toBeInTheDocument();
  });

  it('says a session that does not exist could not be found', async () => {
    api.server.use(
      http.get(SESSION_URL, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    );
    renderApp(`/tutor/sessions/${SESSION_ID}`);
    expect(await screen.findByText('This session could not be found.')).toBeInTheDocument();
  });
});

describe('the session page’s live updates', { timeout: 20_000 }, () => {
  it('goes to the dashboard when the session is destroyed', async () => {
    serveSession(liveSession());
    const realtime = createFakeRealtime();
    const { router } = renderApp(`/tutor/sessions/${SESSION_ID}`, testServices(realtime));
    await screen.findByRole('heading', { name: 'Algebra tutoring' });
    await waitFor(() =>
      expect(
        realtime.subscriptionCount(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT),
      ).toBe(1),
    );
    // Another session's news is not this page's.
    realtime.emit(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT, {
      sessionId: SESSION_ID + 1,
      action: 'destroyed',
    });
    expect(currentUrl(router)).toBe(`/tutor/sessions/${SESSION_ID}`);
    realtime.emit(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT, {
      sessionId: SESSION_ID,
      action: 'destroyed',
    });
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/tutor\/dashboard/));
  });

  it('announces a split once, then moves to the new session without launching', async () => {
    serveSession(liveSession());
    const realtime = createFakeRealtime();
    const { router } = renderApp(`/tutor/sessions/${SESSION_ID}`, testServices(realtime));
    await screen.findByRole('heading', { name: 'Algebra tutoring' });
    await waitFor(() =>
      expect(
        realtime.subscriptionCount(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT),
      ).toBe(1),
    );
    const split = {
      sessionId: SESSION_ID,
      action: 'split',
      newSessionId: 9002,
      subjectName: 'Chemistry',
    };
    realtime.emit(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT, split);
    realtime.emit(HOMEWORK_HELP_CHANNEL, HOMEWORK_HELP_SESSION_CHANGE_EVENT, split);
    expect(
      await screen.findAllByText('This session continues as a new Chemistry session.'),
    ).toHaveLength(1);
    expect(currentUrl(router)).toBe(`/tutor/sessions/${SESSION_ID}`);
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/sessions/9002?launch=false'));
  });

  it('adds a student from an attendance change and selects the first student', async () => {
    let current = liveSession({ attendances: [student(52, 'Ben Franklin', 502)] });
    serveSession(() => current);
    const realtime = createFakeRealtime();
    renderApp(`/tutor/sessions/${SESSION_ID}`, testServices(realtime));
    await screen.findByRole('heading', { name: 'Algebra tutoring' });
    expect(screen.queryByRole('combobox', { name: 'Student' })).not.toBeInTheDocument();
    const channel = homeworkHelpSessionChannel(SESSION_ID);
    await waitFor(() =>
      expect(realtime.subscriptionCount(channel, HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT)).toBe(1),
    );
    current = liveSession();
    realtime.emit(channel, HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT, {
      sessionId: SESSION_ID,
      attendanceId: 501,
      studentId: 51,
    });
    expect(await screen.findByRole('combobox', { name: 'Student' })).toHaveTextContent(
      'Ada Lovelace',
    );
  });
});
