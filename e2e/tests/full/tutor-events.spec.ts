import { expect, request as playwrightRequest, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

const ZONE = 'America/Chicago';
const HALF_HOUR_MS = 30 * 60_000;

interface WireSession {
  id: number;
  courseId: number;
  startsAt: string;
  endsAt: string;
  canceledAt: string | null;
  course?: { title: string };
}

/** The calendar date of an instant in the zone, YYYY-MM-DD. */
function dateIn(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);
}

/**
 * A free half hour of today (in the tutor's zone) for a new session: the tutor is never
 * double-booked, so the seed picks a slot none of their sessions overlaps.
 */
function freeHalfHourToday(sessions: WireSession[], now: Date): Date {
  const today = dateIn(now, ZONE);
  const busy = sessions.filter((s) => !s.canceledAt);
  // Later slots first (the session is still ahead), then earlier ones of the same day.
  const base = Math.floor(now.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS;
  for (const step of [2, 3, 4, 5, 6, 1, 0, -1, -2, -3, -4, -5, -6, -7, -8]) {
    const start = new Date(base + step * HALF_HOUR_MS);
    const end = new Date(start.getTime() + HALF_HOUR_MS);
    if (dateIn(start, ZONE) !== today || dateIn(new Date(end.getTime() - 1), ZONE) !== today)
      continue;
    const overlaps = busy.some(
      (s) => Date.parse(s.startsAt) < end.getTime() && Date.parse(s.endsAt) > start.getTime(),
    );
    if (!overlaps) return start;
  }
  throw new Error('no free half hour today for the seeded session');
}

test('a tutor lands on the dashboard, opens a session, and adds, edits and cancels an event', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  // Seed through the API: a session of the tutor's today, so the agenda has one to open.
  const staffContext = await playwrightRequest.newContext({ baseURL });
  const staff = await apiSignIn(staffContext, 'admin@demo.test');
  const tutorContext = await playwrightRequest.newContext({ baseURL });
  const tutorApi = await apiSignIn(tutorContext, 'tutor@demo.test');
  const tutorId = tutorApi.user.tutorId!;
  const now = new Date();
  const dayWindow = `startsAt=${new Date(now.getTime() - 36 * 3_600_000).toISOString()}&endsAt=${new Date(now.getTime() + 36 * 3_600_000).toISOString()}`;
  const { sessions } = (await staff.get(
    `/api/v2/sessions?tutorId=${tutorId}&${dayWindow}&noPagination=true&include=course`,
  )) as { sessions: WireSession[] };
  const { sessions: anyOfTheirs } = (await staff.get(
    `/api/v2/sessions?tutorId=${tutorId}&per=1&include=course`,
  )) as { sessions: WireSession[] };
  const course = anyOfTheirs[0]!;
  const start = freeHalfHourToday(sessions, now);
  // Its notes tell the seeded session's modal apart below.
  await staff.post('/api/v2/sessions', {
    session: {
      courseId: course.courseId,
      startsAt: start.toISOString(),
      duration: 30,
      supervisorId: tutorId,
      online: true,
      notes: 'Seeded by the tutor-events journey',
    },
  });
  await staffContext.dispose();
  await tutorContext.dispose();

  // The tutor signs in and lands on the dashboard.
  await signInBeforeLoad(page, 'tutor@demo.test');
  await page.goto('/');
  // The dashboard opens its Tutoring or Courses tab once its data is in (a redirect that
  // would otherwise undo a click made before it).
  await expect(page).toHaveURL(/\/tutor\/dashboard\/(students|courses)$/);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Availability this week' })).toBeVisible();

  // The schedule is one click away, and Home comes back.
  await page.getByRole('link', { name: 'Open schedule' }).click();
  await expect(page).toHaveURL(/\/tutor\/schedule/);
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/tutor\/dashboard\/(students|courses)$/);

  // Today's agenda opens the seeded session's detail modal.
  const agenda = page.getByRole('list', { name: 'Today’s sessions' });
  // The demo world has sessions of the same course today too: open each of the course's
  // sessions in turn until the modal shows the seeded one (told apart by its notes).
  const candidates = agenda.getByRole('button', { name: new RegExp(course.course!.title) });
  const detail = page.getByRole('dialog', { name: course.course!.title });
  const seededNotes = detail.getByText('Seeded by the tutor-events journey');
  await expect(candidates.first()).toBeVisible();
  const count = await candidates.count();
  for (let index = 0; index < count; index += 1) {
    await candidates.nth(index).click();
    await expect(detail).toBeVisible();
    const isSeeded = await seededNotes.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (isSeeded) break;
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(detail).toBeHidden();
  }
  await expect(seededNotes).toBeVisible();
  await expect(detail.getByText('Online', { exact: true })).toBeVisible();
  // The tutor app links the modal to its session page.
  await expect(detail.getByRole('link', { name: 'Open session page' })).toHaveAttribute(
    'href',
    /^\/tutor\/sessions\/\d+$/,
  );
  await detail.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(detail).toBeHidden();

  // New Event: the type first, then the form.
  await page.getByRole('button', { name: 'New event' }).click();
  const newEvent = page.getByRole('dialog', { name: 'New Event' });
  await newEvent.getByRole('button', { name: /^Admin Work/ }).click();
  await expect(newEvent.getByRole('combobox', { name: 'Duration' })).toHaveText('15 minutes');
  await newEvent.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fix the errors on the form.')).toBeVisible();
  await newEvent.getByRole('textbox', { name: 'Name' }).fill('Journey planning');
  await newEvent.getByRole('textbox', { name: 'Details' }).fill('Plan next week’s lessons');
  // Today, as the tutor means it: in the last quarter hour of the day the next quarter hour
  // (where the dialog starts an event) is tomorrow's, off today's agenda.
  await newEvent.getByLabel('Date', { exact: true }).fill(dateIn(start, ZONE));
  await expect(newEvent.getByRole('combobox', { name: 'Department' })).not.toHaveText(/^\W*$/);
  await newEvent.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('We have saved the event.')).toBeVisible();
  await expect(newEvent).toBeHidden();

  // It is on today's agenda; opening it edits it.
  const eventRow = agenda.getByRole('button', { name: /Journey planning/ });
  await expect(eventRow).toBeVisible();
  await eventRow.click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Journey planning');
  await edit.getByRole('textbox', { name: 'Name' }).fill('Journey planning, revised');
  await edit.getByRole('combobox', { name: 'Duration' }).click();
  await page.getByRole('option', { name: '30 minutes' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('We have saved the event.').first()).toBeVisible();
  const revised = agenda.getByRole('button', { name: /Journey planning, revised/ });
  await expect(revised).toBeVisible();

  // Cancel it, with the confirmation.
  await revised.click();
  const again = page.getByRole('dialog', { name: 'Edit Event' });
  await again.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByText('Are you sure you wish to cancel this event?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('You have successfully canceled your event.')).toBeVisible();
  await expect(page.getByText('Event canceled', { exact: true })).toBeVisible();
  await expect(agenda.getByRole('button', { name: /Journey planning/ })).toHaveCount(0);
});
