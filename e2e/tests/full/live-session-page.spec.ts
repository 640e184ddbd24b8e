import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

const SESSION_MINUTES = 60;

/** A note long enough for any brand (the Tutoring brand asks for 140 characters at least). */
const noteFor = (name: string, stamp: string) =>
  `${name} worked through slope and intercept problems, then graphed three lines from their ` +
  `equations. Confident with positive slopes; negative slopes need one more round (${stamp}).`;

interface WireAttendance {
  id: number;
  studentId: number;
  student?: { fullName: string } | null;
}

interface WireLiveSession {
  id: number;
  name: string | null;
  startsAt: string;
  launchable: boolean;
  canLaunch: boolean;
  includePoints: boolean;
  attendanceOpen: boolean;
  attendanceTakenAt: string | null;
  course?: { title: string } | null;
  attendances?: WireAttendance[];
}

type Api = Awaited<ReturnType<typeof apiSignIn>>;

/**
 * A fresh session of the tutor, named with this run's stamp, that started ten minutes ago in a
 * course of a brand with points, with two students of an earlier session of that course.
 * Whatever the tutor teaches in that hour is canceled first (a canceled session frees its
 * tutor's time): the demo world's session of the hour, or the session of an earlier try.
 */
async function seedSessionInProgress(
  baseURL: string,
  tutorId: number,
  tutorApi: Api,
  stamp: string,
): Promise<WireLiveSession> {
  const staffContext = await playwrightRequest.newContext({ baseURL });
  const staff = await apiSignIn(staffContext, 'admin@demo.test');
  const { sessions } = (await staff.get(
    `/api/v2/sessions?tutorId=${tutorId}&per=200&include=course.brand,attendances`,
  )) as {
    sessions: (WireLiveSession & {
      courseId: number;
      course: { title: string; brand: { includePoints: boolean } };
    })[];
  };
  const model = sessions.find(
    (session) => session.course.brand.includePoints && (session.attendances?.length ?? 0) >= 2,
  );
  if (!model) throw new Error('the demo tutor has no session in a brand with points');
  const now = Date.now();
  const windowStart = new Date(now - 10 * 60_000);
  const windowEnd = new Date(windowStart.getTime() + SESSION_MINUTES * 60_000);
  const { sessions: overlapping } = (await staff.get(
    `/api/v2/sessions?tutorId=${tutorId}&canceled=false&noPagination=true&startsAt=${windowStart.toISOString()}&endsAt=${windowEnd.toISOString()}`,
  )) as { sessions: { id: number; endsAt: string }[] };
  // A session that already ended cannot be canceled ("This session has already ended"): the
  // new one starts when it ended instead (still before now, so in progress). Found at 02:00
  // UTC, when a demo session had ended minutes before.
  let startsAt = windowStart;
  for (const { id, endsAt } of overlapping) {
    const ended = Date.parse(endsAt);
    if (ended <= now) startsAt = new Date(Math.max(startsAt.getTime(), ended));
    else await staff.put(`/api/v2/sessions/${id}/cancel`, {});
  }
  const { session } = (await staff.post('/api/v2/sessions', {
    session: {
      courseId: model.courseId,
      name: `Live journey ${stamp}`,
      startsAt: startsAt.toISOString(),
      duration: SESSION_MINUTES,
      supervisorId: tutorId,
      online: true,
    },
  })) as { session: { id: number } };
  for (const attendance of model.attendances!.slice(0, 2))
    await staff.post('/api/v2/attendances', {
      attendance: { sessionId: session.id, studentId: attendance.studentId },
    });
  await staffContext.dispose();
  const { session: live } = (await tutorApi.get(
    `/api/v2/sessions/${session.id}?include=course,attendances.student`,
  )) as { session: WireLiveSession };
  return live;
}

/** The points a card of the board shows, as a number. */
async function boardPoints(board: Page, name: string): Promise<number> {
  const points = board
    .getByRole('list', { name: 'Students by points' })
    .getByRole('listitem', { name, exact: true })
    .getByTestId('student-points');
  await expect(points).toHaveText(/^[\d,]+$/);
  return Number((await points.textContent())!.replace(/,/g, ''));
}

test('a tutor launches a session, takes attendance with notes, points and a gem, allots the subject time, and the check-in board on a second page shows the points within a second', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = `${Date.now().toString(36)}-${test.info().retry}`;

  const tutorContext = await playwrightRequest.newContext({ baseURL });
  const tutorApi = await apiSignIn(tutorContext, 'tutor@demo.test');
  const live = await seedSessionInProgress(baseURL!, tutorApi.user.tutorId!, tutorApi, stamp);
  expect(live.launchable && live.canLaunch && live.includePoints && live.attendanceOpen).toBe(true);
  expect(live.attendanceTakenAt).toBeNull();
  const names = live.attendances!.map((attendance) => attendance.student!.fullName);
  expect(names).toHaveLength(2);
  const [first, second] = names as [string, string];

  // The tutor signs in and opens the session page.
  await signInBeforeLoad(page, 'tutor@demo.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/tutor\/dashboard/);
  await page.goto(`/tutor/sessions/${live.id}`);
  await expect(page.getByRole('heading', { name: `Live journey ${stamp}` })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Session progress' })).toHaveText(/\d+ of 60 min/);
  await expect(page.getByRole('combobox', { name: 'Student' })).toHaveText(first);

  // The tutor launches the video: the meeting opens beside the page (Jitsi's room, stubbed
  // here: no network), and the server records the launch.
  await page
    .context()
    .route(/^https:\/\/meet\.jit\.si\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title>' }),
    );
  // The popup is judged by where the launch sends it: Chromium's headless shell does not route
  // a popup's redirect (its page shows chrome-error), but the request is the same in both.
  const meetingRequest = page
    .context()
    .waitForEvent('request', (request) => /^https:\/\/meet\.jit\.si\//.test(request.url()));
  const meeting = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Launch' }).click();
  const video = await meeting;
  expect((await meetingRequest).frame().page()).toBe(video);
  await video.close();
  await expect
    .poll(async () => {
      const { session } = (await tutorApi.get(`/api/v2/sessions/${live.id}`)) as {
        session: { launchedAt: string | null };
      };
      return session.launchedAt ?? '';
    })
    .toMatch(/^\d{4}-\d{2}-\d{2}T/);

  // The board opens as a popup: a second page beside the session page.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Check-In Screen' }).click();
  const board = await popup;
  await expect(board).toHaveURL(new RegExp(`/check-in/${live.id}$`));
  const firstBefore = await boardPoints(board, first);
  const secondBefore = await boardPoints(board, second);

  // Attendance, by hand: both attended, a note each, +10 and +50 and a Ruby for the first,
  // +10 for the second.
  const attendance = page.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByText('Attendance Pending')).toBeVisible();
  await attendance.getByRole('button', { name: 'Take Attendance' }).click();
  for (const name of names) {
    await attendance.getByLabel(`Attended: ${name}`).check();
    await attendance.getByLabel(`Note for ${name}`).fill(noteFor(name, stamp));
  }
  await attendance.getByRole('button', { name: `Give ${first} 10 points` }).click();
  await attendance.getByRole('button', { name: `Give ${first} 50 points` }).click();
  await attendance.getByRole('button', { name: `Ruby for ${first}` }).click();
  await expect(attendance.getByRole('button', { name: `Ruby for ${first}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await attendance.getByRole('button', { name: `Give ${second} 10 points` }).click();
  // The panel counts this session's points (none yet on a fresh attendance), plus the staged.
  await expect(attendance.getByLabel(`Points of ${first}`)).toHaveText('60 pts (+60)');
  await attendance.getByRole('button', { name: 'Submit Attendance' }).click();
  await expect(page.getByText('Attendance has been submitted for this session')).toBeVisible();

  // The board shows the points within a second of the submit, most points first.
  await expect(
    board.getByRole('listitem', { name: first, exact: true }).getByTestId('student-points'),
  ).toHaveText((firstBefore + 60).toLocaleString('en-US'), { timeout: 1000 });
  await expect(
    board.getByRole('listitem', { name: second, exact: true }).getByTestId('student-points'),
  ).toHaveText((secondBefore + 10).toLocaleString('en-US'), { timeout: 1000 });

  await expect(attendance.getByText(/^Submitted on /)).toBeVisible();
  await expect(attendance.getByRole('button', { name: 'Edit Attendance' })).toBeVisible();
  await expect(attendance.getByText(noteFor(first, stamp))).toBeVisible();

  // Subject allotments: the session's 60 minutes in 10-minute squares on the first subject.
  await expect(page.getByText('What subjects did you work on today?')).toBeVisible();
  const total = page.getByTestId('allotment-total');
  await expect(total).toContainText('0 of 60 minutes · 60 minutes left');
  await expect(total).toContainText('60 minutes under');
  const subject = page.getByRole('list', { name: 'Subjects' }).getByRole('listitem').first();
  const subjectName = (await subject.getAttribute('aria-label'))!;
  await subject.getByRole('button', { name: `${subjectName}: 30 minutes` }).click();
  await expect(total).toContainText('30 minutes under');
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  await subject.getByRole('button', { name: `${subjectName}: 60 minutes` }).click();
  await expect(total).toContainText('Perfect!');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('We have saved your subject allotments.')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Subject allotments' });
  await expect(saved).toContainText(subjectName);
  await expect(saved).toContainText('60 minutes');
  await expect(page.getByRole('button', { name: 'Edit Allotments' })).toBeVisible();

  // The board kept the points; a reload of it reads them from the server.
  await board.reload();
  expect(await boardPoints(board, first)).toBe(firstBefore + 60);
  expect(await boardPoints(board, second)).toBe(secondBefore + 10);
  await tutorContext.dispose();
});
