import { expect, request as playwrightRequest, test, type Locator } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInThroughForm } from '../../support/sign-in.ts';

interface WireSession {
  id: number;
  startsAt: string;
  endsAt: string;
  course?: { title: string };
  attendances?: unknown[];
  attendancesCount: number;
}

/** "9:00 AM – 10:00 AM" as the calendar labels an event, in the tutor's zone. */
function eventLabel(start: Date, end: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `${format.format(start)} – ${format.format(end)}`;
}

test('a tutor sees the week in their zone, and a staff change appears without a reload', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login/en');
  await signInThroughForm(page, 'tutor@demo.test');
  // The tutor lands on the dashboard, which opens its Tutoring tab once its data is in (a
  // click before that redirect would be undone by it); the schedule is one click away.
  await expect(page).toHaveURL(/\/tutor\/dashboard\/(students|courses)$/);
  const sessionsLoaded = page.waitForResponse(
    (res) =>
      res.url().includes('/api/v2/sessions?') &&
      res.url().includes('per=150') &&
      res.request().method() === 'GET' &&
      res.ok(),
  );
  await page.getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/tutor\/schedule/);
  await expect(page.getByText('All times displayed in America/Chicago')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toBeVisible();

  const sessions = ((await (await sessionsLoaded).json()) as { sessions: WireSession[] }).sessions;
  expect(sessions.length).toBeGreaterThan(0);
  await expect(page.locator('.rbc-event').first()).toBeVisible();

  // Staff move one of this tutor's sessions an hour later through the API: the first whose
  // later hour is free (other journeys book this tutor too, so a 409 tries the next one).
  const staffContext = await playwrightRequest.newContext({ baseURL });
  const staff = await apiSignIn(staffContext, 'admin@demo.test');
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads.push(frame.url());
  });
  const HOUR = 60 * 60 * 1000;
  const overlapsAnother = (s: WireSession) =>
    sessions.some(
      (other) =>
        other.id !== s.id &&
        new Date(other.startsAt).getTime() < new Date(s.endsAt).getTime() + HOUR &&
        new Date(other.endsAt).getTime() > new Date(s.startsAt).getTime() + HOUR,
    );
  let moved: Locator | null = null;
  let before = 0;
  for (const target of sessions.filter((s) => !overlapsAnother(s))) {
    const title = `${target.course?.title} (${target.attendances?.length ?? target.attendancesCount}`;
    const newStart = new Date(new Date(target.startsAt).getTime() + HOUR);
    const newEnd = new Date(new Date(target.endsAt).getTime() + HOUR);
    const movedLabel = eventLabel(newStart, newEnd, 'America/Chicago');
    const event = page.locator('.rbc-event', { hasText: title }).filter({ hasText: movedLabel });
    const count = await event.count();
    try {
      await staff.put(`/api/v2/sessions/${target.id}`, {
        session: { startsAt: newStart.toISOString(), endsAt: newEnd.toISOString() },
      });
    } catch (error) {
      if (!String(error).includes(': 409 ')) throw error;
      continue;
    }
    moved = event;
    before = count;
    break;
  }
  if (!moved) throw new Error('Staff could move none of the tutor’s sessions an hour later');

  await expect(moved).toHaveCount(before + 1, { timeout: 3_000 });
  expect(reloads).toEqual([]);
  await staffContext.dispose();
});

test('a student lands on their academic planner', async ({ page }) => {
  await page.goto('/login/en');
  await signInThroughForm(page, 'student@demo.test');
  await expect(page).toHaveURL(/\/student\/students\/\d+\/academic-planner/);
  await expect(page.getByText('Student planner')).toBeVisible();
});

test('on a phone, a tutor opens a crowded day\'s "+N more" in the month, closes it with Escape, and opens one of its items', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await apiSignIn(page.request, 'tutor@demo.test');
  await page.goto('/tutor/schedule');
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  // A phone's month cell holds two items: the demo tutor has busier days than that.
  const more = page.locator('.rbc-show-more').first();
  await expect(more).toBeVisible();
  await more.click();
  // The popup (its code loads now) lies across the screen, with the day's items in their colours.
  const popup = page.locator('.rbc-overlay');
  await expect(popup).toBeVisible();
  const box = await popup.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  const items = popup.locator('.rbc-event');
  expect(await items.count()).toBeGreaterThan(2);
  await expect(items.first()).not.toHaveCSS('background-color', 'rgb(49, 116, 173)');
  // Escape closes it, as a tap outside does; it opens again.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await more.click();
  await expect(popup).toBeVisible();
  await items.first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The dialog opened from it takes the next Escape: the popup stays under it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(popup).toBeVisible();
});
