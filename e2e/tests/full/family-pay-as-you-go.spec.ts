import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * Pay As You Go off removes the booked series (spec scheduling §2): the parent books a 4-week
 * series for student@demo.test from the planner, the student cancels one of its sessions from
 * the planner's session modal, the parent turns Pay As You Go off (domain PAY_AS_YOU_GO_TEXTS)
 * and the series is gone from the sessions list's Upcoming filter and the planner. Each width
 * books a series of its own on another weekday, and turns Pay As You Go on first, so each
 * proves the removal.
 */
const PARENT = 'parent@demo.test';
const CHILD = 'student@demo.test';
const OFF_TITLE = 'Turn Off Pay As You Go';
const OFF_BODY =
  'Turning off Pay As You Go removes all upcoming scheduled sessions, which must be rescheduled.';
const ZONE = 'America/Chicago';

interface WireAvailability {
  startsAt: string;
  endsAt: string;
  locked: boolean;
  maxedOut: boolean;
  remainingAvailability: number;
}

const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(iso));
const weekdayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' }).format(new Date(iso));
const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
const minutesOf = (a: WireAvailability) => (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000;

test.describe.configure({ mode: 'serial' });

/** Weekdays an earlier width used: each width books another weekly slot. */
const usedWeekdays = new Set<string>();

/** The child's id and their tutor's next untouched open time, 2 hours ahead or more. */
async function childAndOpenTime(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  const child = await apiSignIn(context, CHILD);
  const { studentId } = child.user as unknown as { studentId: number };
  const parent = await apiSignIn(context, PARENT);
  const { enrollments } = (await parent.get(
    `/api/v2/enrollments?studentId=${studentId}&active=true`,
  )) as { enrollments: { tutorId: number | null }[] };
  const tutorId = enrollments.find((e) => e.tutorId !== null)?.tutorId;
  const from = new Date(Date.now() + 2 * 3600_000).toISOString();
  const to = new Date(Date.now() + 28 * 86_400_000).toISOString();
  const { availabilities } = (await parent.get(
    `/api/v2/availabilities?tutorId=${tutorId}&startsAt=${from}&endsAt=${to}&per=150`,
  )) as { availabilities: WireAvailability[] };
  await context.dispose();
  const open = availabilities
    .filter(
      (a) =>
        !a.locked && !a.maxedOut && a.remainingAvailability === minutesOf(a) && a.startsAt > from,
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .find((a) => !usedWeekdays.has(weekdayOf(a.startsAt)));
  if (!open) throw new Error('The demo child’s tutor has no open time to book');
  usedWeekdays.add(weekdayOf(open.startsAt));
  return { studentId, availability: open };
}

const plannerDay = (app: string, studentId: number, iso: string) =>
  `/${app}/students/${studentId}/academic-planner?date=${dayOf(iso)}`;

/**
 * The planner's standing tutoring sessions (families read the course's name: "Private
 * Tutoring…"); a canceled one stays on the planner, drawn as canceled (tp-session--canceled).
 */
const tutoringEvents = (page: Page) =>
  page.locator('.rbc-event.tp-event--session:not(.tp-session--canceled)', {
    hasText: 'Private Tutoring',
  });

/** Waits until the page has its data: no request in flight, no loading bar. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function openDay(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await settled(page);
}

async function bookSeries(page: Page, studentId: number, availability: WireAvailability) {
  await openDay(page, plannerDay('parent', studentId, availability.startsAt));
  const block = page.locator(
    `.rbc-background-event[title^="${timeOf(availability.startsAt)} – ${timeOf(availability.endsAt)}"]`,
  );
  await block.first().click();
  const dialog = page.getByRole('dialog', { name: 'Book tutoring' });
  await dialog.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: '1 month' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /^Book \d+ sessions$/ }).click();
  await expect(dialog.getByRole('status')).toContainText('booked');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(tutoringEvents(page).first()).toBeVisible();
}

/** The sessions list's Upcoming entries of the tutoring (a table from 600 px, cards below). */
async function upcomingTutoring(page: Page, studentId: number, width: number) {
  await page.goto(`/parent/students/${studentId}/sessions-list`);
  await page.getByRole('button', { name: 'Upcoming' }).click();
  await settled(page);
  const entries =
    width >= 600
      ? page.getByRole('table', { name: 'Sessions' }).getByRole('row')
      : page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  return entries.filter({ hasText: 'Private Tutoring' });
}

async function setPayAsYouGo(page: Page, studentId: number, on: boolean) {
  await page.goto(`/parent/students/${studentId}/hours`);
  const toggle = page.getByRole('switch', { name: 'Pay As You Go' }).first();
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) === on) return;
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: on ? 'Turn On Pay As You Go' : OFF_TITLE });
  if (!on) await expect(dialog.getByText(OFF_BODY)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`pay-as-you-go-${on ? 'on' : 'off'}.png`) });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeChecked({ checked: on });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a booked series goes when the parent turns Pay As You Go off (${viewport.width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const { studentId, availability } = await childAndOpenTime(baseURL!);
    await signInBeforeLoad(page, PARENT);
    await page.goto('/');
    await expect(page).toHaveURL(/\/parent\//);
    await setPayAsYouGo(page, studentId, true);
    await bookSeries(page, studentId, availability);

    // The student cancels the first session of the series from the planner's session modal.
    const student = await browser.newPage({ viewport });
    await signInBeforeLoad(student, CHILD);
    await student.goto('/');
    await expect(student).toHaveURL(/\/student\//);
    await openDay(student, plannerDay('student', studentId, availability.startsAt));
    await tutoringEvents(student).first().click();
    await student.getByRole('button', { name: 'Cancel session' }).click();
    const confirm = student.getByRole('dialog', { name: 'Cancel this session?' });
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(student.getByText('The session has been canceled.')).toBeVisible();
    await student.screenshot({ path: test.info().outputPath(`student-canceled.png`) });
    await student.close();

    // The rest of the series is in the Upcoming list, and on the planner a week later.
    const weekLater = new Date(Date.parse(availability.startsAt) + 7 * 86_400_000).toISOString();
    const upcoming = await upcomingTutoring(page, studentId, viewport.width);
    await expect(upcoming.first()).toBeVisible();
    await openDay(page, plannerDay('parent', studentId, weekLater));
    await expect(tutoringEvents(page).first()).toBeVisible();

    await setPayAsYouGo(page, studentId, false);

    await expect(await upcomingTutoring(page, studentId, viewport.width)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('upcoming-after.png'), fullPage: true });
    await openDay(page, plannerDay('parent', studentId, weekLater));
    await expect(tutoringEvents(page)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('planner-after.png'), fullPage: true });
  });
}
