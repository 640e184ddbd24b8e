import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * Unreserve (spec scheduling §4: "a manually attendable session can be unreserved only in the
 * student app and only while more than 5 minutes remain before its start"). The demo world
 * makes the Sunday meeting of the SAT Math Weekend Intensive, on student@demo.test's roster, an
 * optional review workshop (Session::ManuallyAttendable). The parent opens the child's next
 * one in the planner and finds no Unreserve; the student opens it, unreserves it after the
 * confirmation and it leaves their planner. Each run gives one workshop up. The demo world has
 * one each Sunday, within its two weeks ahead: on a Sunday afternoon only one is left, so a run
 * that finds none puts the student back on the next one first, as staff would (through the API).
 */
const STUDENT = 'student@demo.test';
const PARENT = 'parent@demo.test';
const ADMIN = 'admin@demo.test';
const COURSE = 'SAT Math Weekend Intensive';

// Each run gives up the next workshop: one after the other, never the same one twice.
test.describe.configure({ mode: 'serial' });

interface WireSession {
  id: number;
  type: string;
  startsAt: string;
  course?: { title: string };
}

async function keepScreenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** The first review workshop of the course in `sessions` (a quarter of an hour ahead at least). */
function firstWorkshop(sessions: WireSession[], from: string): WireSession | undefined {
  return sessions
    .filter((s) => s.type === 'Session::ManuallyAttendable' && s.startsAt > from)
    .filter((s) => !s.course || s.course.title === COURSE)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
}

/**
 * The student's id and zone, and their next review workshop. When none is left (an earlier run
 * gave it up), staff put the student back on the course's next one.
 */
async function nextWorkshop(request: APIRequestContext) {
  const from = new Date(Date.now() + 15 * 60_000).toISOString();
  const to = new Date(Date.now() + 42 * 86_400_000).toISOString();
  const window = `canceled=false&startsAt=${from}&endsAt=${to}&per=150`;
  const studentContext = await playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const student = await apiSignIn(studentContext, STUDENT);
  const { studentId, timeZone } = student.user as unknown as {
    studentId: number;
    timeZone: string | null;
  };
  const own = async () =>
    firstWorkshop(
      (
        (await student.get(`/api/v2/sessions?studentId=${studentId}&${window}`)) as {
          sessions: WireSession[];
        }
      ).sessions,
      from,
    );
  let workshop = await own();
  if (!workshop) {
    const staff = await apiSignIn(request, ADMIN);
    const { sessions } = (await staff.get(`/api/v2/sessions?${window}&include=course`)) as {
      sessions: WireSession[];
    };
    const next = firstWorkshop(sessions, from);
    if (!next) throw new Error(`${COURSE} has no review workshop ahead`);
    await staff.post('/api/v2/attendances', { attendance: { sessionId: next.id, studentId } });
    workshop = await own();
  }
  await studentContext.dispose();
  if (!workshop) throw new Error('the demo student has no review workshop ahead');
  return { studentId, zone: timeZone || 'America/Chicago', workshop };
}

const dayIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));

/** Opens the workshop's day in the planner (day view) and its session detail modal. */
async function openWorkshop(page: Page, app: 'student' | 'parent', studentId: number, day: string) {
  await page.goto(`/${app}/students/${studentId}/academic-planner?date=${day}`);
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  const event = page.locator('.rbc-event.tp-event--session', { hasText: COURSE });
  await expect(event).toHaveCount(1);
  await event.click();
  const detail = page.getByRole('dialog').filter({ hasText: COURSE });
  await expect(detail).toBeVisible();
  return { event, detail };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the student unreserves a review workshop; the parent cannot (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { studentId, zone, workshop } = await nextWorkshop(request);
    const day = dayIn(workshop.startsAt, zone);

    // The parent's app has no Unreserve (spec §4: the student app only).
    await signInBeforeLoad(page, PARENT);
    await page.goto('/');
    await expect(page).toHaveURL(/\/parent\//);
    const parentView = await openWorkshop(page, 'parent', studentId, day);
    await expect(parentView.detail.getByRole('button', { name: 'Close' }).first()).toBeVisible();
    await expect(parentView.detail.getByRole('button', { name: 'Unreserve' })).toHaveCount(0);
    await keepScreenshot(page, `unreserve-parent-${viewport.width}`);

    await page.context().clearCookies();
    await signInBeforeLoad(page, STUDENT);
    await page.goto('/');
    await expect(page).toHaveURL(/\/student\//);
    const { event, detail } = await openWorkshop(page, 'student', studentId, day);
    await keepScreenshot(page, `unreserve-detail-${viewport.width}`);
    await detail.getByRole('button', { name: 'Unreserve' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unreserve this session?' });
    await expect(confirm).toBeVisible();
    await keepScreenshot(page, `unreserve-confirm-${viewport.width}`);
    await confirm.getByRole('button', { name: 'Yes, unreserve' }).click();
    await expect(page.getByText('You are no longer reserved for this session.')).toBeVisible();
    await expect(confirm).toBeHidden();
    // No longer the student's: it leaves their planner.
    await expect(event).toHaveCount(0);
    await keepScreenshot(page, `unreserve-done-${viewport.width}`);
  });
}
