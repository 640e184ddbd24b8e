import {
  expect,
  request as playwrightRequest,
  test,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

const ZONE = 'America/Chicago';
const UPDATED = 'Your availability has been updated';
const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of an instant in the tutor's zone. */
function localDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);
}

/**
 * The Sunday ten weeks from now, in the tutor's zone: a week wholly in the future, and past
 * what the family journeys before this one book with the same tutor on this server (4-week
 * series starting within 28 days), which "Clear upcoming" rightly keeps: three weeks ahead,
 * their sessions stayed in the weeks this journey empties on some days of the year.
 */
function targetSunday(): string {
  const later = new Date(Date.now() + 70 * DAY_MS);
  const weekday = new Date(`${localDate(later)}T12:00:00Z`).getUTCDay();
  return localDate(new Date(later.getTime() - weekday * DAY_MS));
}

/** The hour row `hour` (0-23 with the full day shown) of the week's `day` (0 is Sunday). */
function hourRow(page: Page, day: number, hour: number): Locator {
  return page
    .locator('.rbc-time-content .rbc-day-slot')
    .nth(day)
    .locator('.rbc-timeslot-group')
    .nth(hour);
}

async function box(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/**
 * Waits for availability mode's drag-and-drop calendar. The mode draws the plain calendar
 * until that code has arrived, then the drag-and-drop one in its place: a row measured on the
 * first was gone when dragged on (seen once in a full run), and nothing is dragged there.
 */
async function dragAndDropDrawn(page: Page) {
  await expect(page.locator('.rbc-addons-dnd .rbc-time-content')).toBeVisible();
}

/** Presses at `from`, moves to `to` in small steps (react-big-calendar needs a real drag), releases. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // react-big-calendar takes the first slot where the pointer is once it has moved a few
  // pixels: move sideways first, inside the slot pressed.
  await page.mouse.move(from.x + 8, from.y, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** Drags over `day` from `fromHour` to `toHour` (the top of that row). */
async function dragHours(page: Page, day: number, fromHour: number, toHour: number) {
  const start = await box(hourRow(page, day, fromHour));
  const end = await box(hourRow(page, day, toHour));
  const x = start.x + start.width / 2;
  // The middle of the row's first and last quarter hours.
  await drag(page, { x, y: start.y + start.height / 8 }, { x, y: end.y - end.height / 8 });
}

/**
 * The toast an availability change shows; closed once seen, because an identical toast is
 * not shown again while one is open (spec: duplicates prevented).
 */
async function seeUpdatedToast(page: Page) {
  const toast = page.getByRole('status').filter({ hasText: UPDATED });
  await expect(toast).toBeVisible();
  // On a slow machine the toast's own timer may take it away before the click lands (the
  // click then waited for a toast that was gone); either way it must be gone.
  await toast
    .getByRole('button', { name: 'Close' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(toast).toBeHidden();
}

function availability(page: Page, label: string): Locator {
  return page.locator('.rbc-event.tp-event--availability', { hasText: label });
}

test('a tutor builds, edits, repeats and clears a week of availability on the calendar', async ({
  page,
  baseURL,
}) => {
  const sunday = targetSunday();
  // Nothing of the demo world's in the weeks the journey uses.
  const context = await playwrightRequest.newContext({ baseURL });
  await apiSignIn(context, 'tutor@demo.test');
  const xsrf = (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!;
  const cleared = await context.delete(
    `/api/v2/availabilities/clear_upcoming?date=${sunday}&weeks=6`,
    { headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value) } },
  );
  expect(cleared.ok()).toBe(true);
  await context.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInBeforeLoad(page, 'tutor@demo.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/tutor\/dashboard/);
  await page.goto(`/tutor/schedule?date=${sunday}`);
  await page.getByRole('button', { name: 'Availability', exact: true }).click();
  await page.getByLabel('Show full 24 hours').check();
  await dragAndDropDrawn(page);

  // Build the week by dragging: Monday, Tuesday and Wednesday 3 to 5 PM.
  for (const day of [1, 2, 3]) {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/availabilities') && r.request().method() === 'POST',
    );
    await dragHours(page, day, 15, 17);
    expect((await saved).status()).toBe(201);
  }
  await seeUpdatedToast(page);
  await expect(availability(page, '3:00 PM – 5:00 PM')).toHaveCount(3);

  // A click (15 minutes or less) makes two hours: Thursday at 10 AM.
  const thursday = await box(hourRow(page, 4, 10));
  await page.mouse.click(thursday.x + thursday.width / 2, thursday.y + thursday.height / 8);
  await expect(availability(page, '10:00 AM – 12:00 PM')).toHaveCount(1);
  await seeUpdatedToast(page);

  // Move Monday's three hours later.
  const monday = page.locator('.rbc-time-content .rbc-day-slot').nth(1).locator('.rbc-event');
  const mondayBox = await box(monday);
  const rowHeight = (await box(hourRow(page, 1, 15))).height;
  const moved = page.waitForResponse((r) => r.request().method() === 'PUT');
  await drag(
    page,
    { x: mondayBox.x + mondayBox.width / 2, y: mondayBox.y + mondayBox.height / 2 },
    { x: mondayBox.x + mondayBox.width / 2, y: mondayBox.y + mondayBox.height / 2 + 3 * rowHeight },
  );
  expect((await moved).status()).toBe(200);
  await expect(availability(page, '6:00 PM – 8:00 PM')).toHaveCount(1);
  await seeUpdatedToast(page);

  // Resize Tuesday's to end an hour later.
  const tuesday = page.locator('.rbc-time-content .rbc-day-slot').nth(2).locator('.rbc-event');
  await tuesday.hover();
  const anchor = await box(tuesday.locator('.rbc-addons-dnd-resize-ns-anchor').last());
  // Down to the first quarter hour of 6 PM: the slot under the pointer is where it ends.
  const sixPm = await box(hourRow(page, 2, 18));
  const resized = page.waitForResponse((r) => r.request().method() === 'PUT');
  await drag(
    page,
    { x: anchor.x + anchor.width / 2, y: anchor.y + anchor.height / 2 },
    { x: anchor.x + anchor.width / 2, y: sixPm.y + sixPm.height / 8 },
  );
  expect((await resized).status()).toBe(200);
  await expect(availability(page, '3:00 PM – 6:00 PM')).toHaveCount(1);
  await seeUpdatedToast(page);

  // Delete Wednesday's, after confirming.
  await page.locator('.rbc-time-content .rbc-day-slot').nth(3).locator('.rbc-event').click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete availability?' });
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(deleteDialog).toBeHidden();
  await seeUpdatedToast(page);
  await expect(
    page.locator('.rbc-time-content .rbc-day-slot').nth(3).locator('.rbc-event'),
  ).toHaveCount(0);
  await expect(page.locator('.rbc-event.tp-event--availability')).toHaveCount(3);

  // Repeat the week: 4 weeks by default.
  await page.getByRole('button', { name: 'Repeat week' }).click();
  const repeatDialog = page.getByRole('dialog', { name: 'Repeat availability' });
  await expect(repeatDialog.getByRole('combobox', { name: 'Repeat for' })).toHaveText('4 weeks');
  const repeated = page.waitForResponse((r) => r.url().includes('/availabilities/repeat'));
  await repeatDialog.getByRole('button', { name: 'Repeat' }).click();
  expect((await repeated).ok()).toBe(true);
  await expect(repeatDialog).toBeHidden();
  await seeUpdatedToast(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator('.rbc-event.tp-event--availability')).toHaveCount(3);

  // Clear upcoming, confirmed: the next weeks empty out.
  await page.getByRole('button', { name: 'Clear upcoming' }).click();
  const clearDialog = page.getByRole('dialog', { name: 'Clear upcoming availability?' });
  await expect(clearDialog).toContainText(
    'Are you sure you want to clear your upcoming availability?',
  );
  await clearDialog.getByRole('combobox', { name: 'Clear' }).click();
  await page.getByRole('option', { name: 'The next 6 weeks' }).click();
  const clearing = page.waitForResponse((r) => r.url().includes('/availabilities/clear_upcoming'));
  await clearDialog.getByRole('button', { name: 'Clear', exact: true }).click();
  expect((await clearing).ok()).toBe(true);
  await seeUpdatedToast(page);
  await expect(page.locator('.rbc-event.tp-event--availability')).toHaveCount(0);
});

test('a tutor cannot offer time gone by: it is shaded, a drag there selects nothing, a click says why', async ({
  page,
}) => {
  // The Sunday of the week before last, in the tutor's zone: a week wholly past.
  const earlier = new Date(Date.now() - 14 * DAY_MS);
  const weekday = new Date(`${localDate(earlier)}T12:00:00Z`).getUTCDay();
  const sunday = localDate(new Date(earlier.getTime() - weekday * DAY_MS));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInBeforeLoad(page, 'tutor@demo.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/tutor\/dashboard/);
  await page.goto(`/tutor/schedule?date=${sunday}&mode=availability`);
  await page.getByLabel('Show full 24 hours').check();
  await dragAndDropDrawn(page);
  const slots = page.locator('.rbc-time-content .rbc-day-slot .rbc-time-slot');
  await expect(slots.first()).toHaveClass(/tp-slot--past/);
  await expect(page.locator('.rbc-day-slot .rbc-time-slot:not(.tp-slot--past)')).toHaveCount(0);

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v2/availabilities')) {
      posts.push(request.url());
    }
  });
  // Mid-drag over Monday 3 to 5 PM, no selection is drawn; on release nothing is sent.
  const from = await box(hourRow(page, 1, 15));
  const to = await box(hourRow(page, 1, 17));
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 8);
  await page.mouse.down();
  await page.mouse.move(x + 8, from.y + from.height / 8, { steps: 2 });
  await page.mouse.move(x, to.y - to.height / 8, { steps: 8 });
  await expect(page.locator('.rbc-slot-selection')).toHaveCount(0);
  await page.mouse.up();
  await expect(page.getByText("Starts at can't be in the past.")).toHaveCount(0);
  // 2 AM: the demo world's availability (9 to 12, 1 to 3 PM) and sessions leave it empty in
  // any week, so the click lands on the grid, not on a block.
  const monday = await box(hourRow(page, 1, 2));
  await page.mouse.click(monday.x + monday.width / 2, monday.y + monday.height / 8);
  await expect(page.getByText("Starts at can't be in the past.")).toBeVisible();
  await expect(page.getByText(UPDATED)).toHaveCount(0);
  expect(posts).toEqual([]);
});
