import { expect, request as playwrightRequest, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInThroughForm } from '../../support/sign-in.ts';

const HOUR_MS = 3_600_000;
/** A note long enough for any brand (the Tutoring brand asks for 140 characters at least). */
const NOTE =
  'Worked through slope and intercept problems, then graphed three lines from their equations. ' +
  'Confident with positive slopes; negative slopes need one more round of practice next time.';

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
  suppressAttendance: boolean;
  course?: { title: string } | null;
  attendances?: WireAttendance[];
}

type Api = Awaited<ReturnType<typeof apiSignIn>>;

/** In progress (started already: a launchable session may still be minutes ahead). */
const isReady = (session: WireLiveSession) =>
  Date.parse(session.startsAt) <= Date.now() &&
  session.launchable &&
  session.canLaunch &&
  session.includePoints &&
  session.attendanceOpen &&
  !session.suppressAttendance &&
  (session.attendances?.length ?? 0) >= 2;

async function sessionInProgress(tutorApi: Api, tutorId: number) {
  const now = Date.now();
  const window = `startsAt=${new Date(now - 3 * HOUR_MS).toISOString()}&endsAt=${new Date(now + 3 * HOUR_MS).toISOString()}`;
  const { sessions } = (await tutorApi.get(
    `/api/v2/sessions?tutorId=${tutorId}&${window}&noPagination=true&include=course,attendances.student`,
  )) as { sessions: WireLiveSession[] };
  return sessions.find(isReady) ?? null;
}

/**
 * A session of the tutor that started ten minutes ago, in a course of a brand with points, with
 * the students of an earlier session of that course.
 */
async function seedSessionInProgress(baseURL: string, tutorId: number, tutorApi: Api) {
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
  // Make room: whatever the tutor teaches right now is canceled (a canceled session frees its
  // tutor's time), so the seeded session never collides with the demo world's, at any hour.
  const startsAt = new Date(Date.now() - 10 * 60_000);
  const endsAt = new Date(startsAt.getTime() + HOUR_MS);
  const { sessions: overlapping } = (await staff.get(
    `/api/v2/sessions?tutorId=${tutorId}&canceled=false&noPagination=true&startsAt=${startsAt.toISOString()}&endsAt=${endsAt.toISOString()}`,
  )) as { sessions: { id: number }[] };
  for (const { id } of overlapping) await staff.put(`/api/v2/sessions/${id}/cancel`, {});
  const { session } = (await staff.post('/api/v2/sessions', {
    session: {
      courseId: model.courseId,
      startsAt: startsAt.toISOString(),
      duration: 60,
      supervisorId: tutorId,
      online: true,
    },
  })) as { session: { id: number } };
  for (const attendance of model.attendances!.slice(0, 3))
    await staff.post('/api/v2/attendances', {
      attendance: { sessionId: session.id, studentId: attendance.studentId },
    });
  await staffContext.dispose();
  return sessionInProgress(tutorApi, tutorId);
}

test('a tutor opens the session page from the dashboard, and the check-in board on a second page shows the points of a submit', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The tutor's session in progress in a brand with points, with students: the demo world's,
  // or one seeded now through the API from a course of such a brand.
  const tutorContext = await playwrightRequest.newContext({ baseURL });
  const tutorApi = await apiSignIn(tutorContext, 'tutor@demo.test');
  const tutorId = tutorApi.user.tutorId!;
  const live =
    (await sessionInProgress(tutorApi, tutorId)) ??
    (await seedSessionInProgress(baseURL!, tutorId, tutorApi));
  expect(live, 'a points session in progress with students').not.toBeNull();
  const title = live!.name || live!.course!.title;
  const [first, ...others] = live!.attendances!;
  const firstName = first!.student!.fullName;

  // The tutor signs in and opens the session from today's agenda, through the session modal.
  await page.goto('/login/en');
  await signInThroughForm(page, 'tutor@demo.test');
  await expect(page).toHaveURL(/\/tutor\/dashboard/);
  await page
    .getByRole('list', { name: 'Today’s sessions' })
    .getByRole('button', { name: new RegExp(live!.course!.title) })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: live!.course!.title });
  await detail.getByRole('link', { name: 'Open session page' }).click();
  await expect(page).toHaveURL(new RegExp(`/tutor/sessions/${live!.id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Session progress' })).toHaveText(/\d+ of \d+ min/);
  await expect(page.getByRole('combobox', { name: 'Student' })).toHaveText(firstName);

  // The board opens as a popup: a second page beside the session page.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Check-In Screen' }).click();
  const board = await popup;
  await expect(board).toHaveURL(new RegExp(`/check-in/${live!.id}$`));
  const card = board
    .getByRole('list', { name: 'Students by points' })
    .getByRole('listitem', { name: firstName, exact: true });
  const points = card.getByTestId('student-points');
  await expect(points).toHaveText(/^[\d,]+$/);
  const before = Number((await points.textContent())!.replace(/,/g, ''));

  // The tutor submits attendance with +50 for the first student (the panel's own journey
  // walks its form); the board shows the new total within a second of the submit.
  await tutorApi.post(`/api/v2/sessions/${live!.id}/submit_attendance`, {
    attendances: [
      { id: first!.id, attended: true, notes: NOTE, points: 50 },
      ...others.map((attendance) => ({ id: attendance.id, attended: true, notes: NOTE })),
    ],
  });
  await expect(points).toHaveText((before + 50).toLocaleString('en-US'), { timeout: 1000 });
  await tutorContext.dispose();
});
