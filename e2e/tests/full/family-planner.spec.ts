import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

interface WireAvailability {
  id: number;
  startsAt: string;
  endsAt: string;
  locked: boolean;
  maxedOut: boolean;
  remainingAvailability: number;
}

const ZONE = 'America/Chicago';
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(iso));
const weekdayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' }).format(new Date(iso));
const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

const durationOf = (a: WireAvailability) =>
  (Date.parse(a.endsAt) - Date.parse(a.startsAt)) / 60_000;

/** Weekdays already used by an earlier run: each run books a different weekly slot. */
const usedWeekdays = new Set<string>();

/**
 * The demo parent's child with a tutoring enrollment (Lily Brennan) and her tutor's next
 * untouched availability (nothing booked in it yet) at least two hours ahead, on a weekday no
 * earlier run of this worker has used.
 */
async function nextOpenTime(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  const parent = await apiSignIn(context, 'parent@demo.test');
  const { students } = (await parent.get('/api/v2/students?noPagination=true')) as {
    students: { id: number; firstName: string; lastName: string }[];
  };
  for (const student of students) {
    const { enrollments } = (await parent.get(
      `/api/v2/enrollments?studentId=${student.id}&active=true`,
    )) as { enrollments: { id: number; tutorId: number | null }[] };
    const enrollment = enrollments.find((e) => e.tutorId !== null);
    if (!enrollment) continue;
    const from = new Date(Date.now() + 2 * 3600_000).toISOString();
    const to = new Date(Date.now() + 28 * 86_400_000).toISOString();
    const { availabilities } = (await parent.get(
      `/api/v2/availabilities?tutorId=${enrollment.tutorId}&startsAt=${from}&endsAt=${to}&per=150`,
    )) as { availabilities: WireAvailability[] };
    const open = availabilities
      .filter(
        (a) =>
          !a.locked &&
          !a.maxedOut &&
          a.remainingAvailability === durationOf(a) &&
          a.startsAt > from,
      )
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .find((a) => !usedWeekdays.has(weekdayOf(a.startsAt)));
    if (!open) continue;
    usedWeekdays.add(weekdayOf(open.startsAt));
    await context.dispose();
    return { student, availability: open };
  }
  throw new Error('The demo parent has no child with an open tutor to book');
}

async function bookFourWeeks(page: Page, baseURL: string) {
  const { student, availability } = await nextOpenTime(baseURL);
  const name = `${student.firstName} ${student.lastName}`;
  await signInBeforeLoad(page, 'parent@demo.test');
  await page.goto('/parent');
  // The parent picks the child in the switcher (two children in the demo family).
  const switcher = page.getByRole('combobox', { name: 'Child' });
  await expect(switcher).toBeVisible();
  // The browser's own select: a user picks the child from its list.
  await switcher.selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`/parent/students/${student.id}/academic-planner`));

  // The day of the open time, in day view: its block reads "<start> – <end>: Available…".
  await page.goto(
    `/parent/students/${student.id}/academic-planner?date=${dayOf(availability.startsAt)}`,
  );
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  const block = page.locator(
    `.rbc-background-event[title^="${timeOf(availability.startsAt)} – ${timeOf(availability.endsAt)}"]`,
  );
  await block.first().click();

  const dialog = page.getByRole('dialog', { name: 'Book tutoring' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(name)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: '1 month' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Book 5 sessions' }).click();
  const review = dialog.getByRole('status');
  await expect(review).toContainText('booked');
  await page.screenshot({ path: test.info().outputPath('booking-review.png') });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The first session is on the calendar, the tutor's time taken from the availability.
  const session = page.locator('.rbc-event.tp-event--session', { hasText: 'Private Tutoring' });
  await expect(session.first()).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a parent picks a child and books a 4-week series from the planner (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await bookFourWeeks(page, baseURL!);
  });
}
