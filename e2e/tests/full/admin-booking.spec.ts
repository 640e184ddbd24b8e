import { expect, request as playwrightRequest, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

interface WireEnrollment {
  id: number;
  studentId: number;
  tutorId: number | null;
  course: { brand: { name: string } };
}
interface RepeatOption {
  startsAt: string;
  endsAt: string;
  book: boolean;
}

const TUTOR_BUSY = 'The tutor already has a session at that time.';
const STUDENT_BUSY = 'The student already has a session at that time.';

/** The UTC offset of a zone at an instant, in ms (local minus UTC). */
function offsetMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) -
    Math.floor(instant / 60_000) * 60_000
  );
}

/** The instant of a local wall-clock time in a zone (no gap or overlap at the hours used). */
function zonedInstant(date: string, time: string, zone: string): Date {
  const local = Date.parse(`${date}T${time}:00Z`);
  const first = local - offsetMs(local, zone);
  return new Date(local - offsetMs(first, zone));
}

/** A Tuesday at least two weeks ahead, as the zone's calendar reads it (`YYYY-MM-DD`). */
function tuesdayTwoWeeksAhead(zone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 14);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** "Tue, Mar 17, 2026", as the review labels a date in the zone. */
const dayLabel = (startsAt: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(startsAt));

/**
 * Staff book a 12-week series for a student and see exactly which dates failed (issue 9).
 * Through the API first: the demo student Lily Brennan's private tutoring enrollment and its
 * tutor, a weekly hour where all 13 dates (this one and 12 repeats, "3 months") are free, then
 * the tutor booked for another student on weeks 3 and 7 and Lily booked with another tutor on
 * week 10. In the browser, an admin opens Lily's page, books the series, and the review lists
 * 10 dates booked and exactly those three failed, each with its reason.
 */
test('an admin books a 12-week series for a student and sees which dates failed and why', async ({
  page,
  baseURL,
}) => {
  const context = await playwrightRequest.newContext({ baseURL });
  const admin = await apiSignIn(context, 'admin@demo.test');

  const { students } = (await admin.get('/api/v2/students?query=Brennan')) as {
    students: { id: number; firstName: string }[];
  };
  const lily = students.find((s) => s.firstName === 'Lily')!;
  const isPrivate = (e: WireEnrollment) => e.course.brand.name === 'Private Tutoring';
  const { enrollments: lilys } = (await admin.get(
    `/api/v2/enrollments?studentId=${lily.id}&active=true&include=course.brand`,
  )) as { enrollments: WireEnrollment[] };
  const enrollment = lilys.find(isPrivate)!;
  const tutorId = enrollment.tutorId!;
  const { tutor } = (await admin.get(`/api/v2/tutors/${tutorId}`)) as {
    tutor: { firstName: string; lastName: string; timeZone: string };
  };
  const zone = tutor.timeZone;
  const { enrollments: all } = (await admin.get(
    '/api/v2/enrollments?active=true&include=course.brand&per=200',
  )) as { enrollments: WireEnrollment[] };
  const other = all.find((e) => isPrivate(e) && e.studentId !== lily.id)!;
  const { tutors } = (await admin.get('/api/v2/tutors?active=true&per=5')) as {
    tutors: { id: number }[];
  };
  const otherTutorId = tutors.find((t) => t.id !== tutorId)!.id;

  // An hour of a Tuesday whose 13 weekly dates are all free for the tutor and Lily.
  const date = tuesdayTwoWeeksAhead(zone);
  let time = '';
  let dates: RepeatOption[] = [];
  for (const candidate of ['21:00', '20:00', '19:00', '06:00']) {
    const startsAt = zonedInstant(date, candidate, zone).toISOString();
    const answer = (await admin.get(
      `/api/v2/availabilities/repeat_options?tutorId=${tutorId}&studentId=${lily.id}&enrollmentId=${enrollment.id}&startsAt=${startsAt}&duration=60&numberOfRepeats=12`,
    )) as { repeatOptions: RepeatOption[] };
    if (answer.repeatOptions.length === 13 && answer.repeatOptions.every((o) => o.book)) {
      time = candidate;
      dates = answer.repeatOptions;
      break;
    }
  }
  expect(time, 'a free weekly hour for the series').not.toBe('');

  const book = (studentId: number, enrollmentId: number, tutor: number, startsAt: string) =>
    admin.post('/api/v2/tutorings', {
      tutoring: {
        studentId,
        enrollmentId,
        tutorId: tutor,
        bookings: [{ startsAt, duration: 60 }],
      },
    });
  // Weeks 3 and 7: the tutor teaches someone else; week 10: Lily has another tutor.
  await book(other.studentId, other.id, tutorId, dates[2]!.startsAt);
  await book(other.studentId, other.id, tutorId, dates[6]!.startsAt);
  await book(lily.id, enrollment.id, otherTutorId, dates[9]!.startsAt);
  const expectedFailures = [
    { label: dayLabel(dates[2]!.startsAt, zone), reason: TUTOR_BUSY },
    { label: dayLabel(dates[6]!.startsAt, zone), reason: TUTOR_BUSY },
    { label: dayLabel(dates[9]!.startsAt, zone), reason: STUDENT_BUSY },
  ];

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInBeforeLoad(page, 'admin@demo.test');
  await page.goto('/admin');
  await expect(page.getByRole('menuitem', { name: 'Book tutoring' })).toBeVisible();
  await page.goto(`/admin/students/${lily.id}/show`);
  await page.getByRole('link', { name: 'Book tutoring' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tutorings/create\\?studentId=${lily.id}$`));
  await expect(page.getByRole('combobox', { name: /^student/i })).toHaveValue('Lily Brennan');

  await page.getByRole('combobox', { name: /tutoring enrollment/i }).click();
  await page.getByRole('option', { name: /Private Tutoring/ }).click();
  // The enrollment's tutor is chosen, and the times are read in their zone.
  await expect(page.getByRole('combobox', { name: /^tutor( \*)?$/i })).toHaveValue(
    `${tutor.firstName} ${tutor.lastName}`,
  );
  await expect(page.getByText(`the tutor's time zone: ${zone}`)).toBeVisible();
  await page.getByLabel(/^date/i).fill(date);
  await page.getByLabel(/^start time/i).fill(time);
  await expect(page.getByText(/unscheduled hours left on the enrollment/)).toBeVisible();
  await page.getByRole('combobox', { name: /^repeat/i }).click();
  await page.getByRole('option', { name: /^3 months/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Confirm: the 13 dates, three of them expected to fail.
  const confirm = page.getByRole('table', { name: 'Dates to book' });
  await expect(confirm.getByRole('row')).toHaveCount(14);
  await expect(confirm.getByText('Will fail')).toHaveCount(3);
  await page.getByRole('button', { name: 'Book 13 sessions' }).click();

  // Review: exactly which dates failed, and why.
  await expect(page.getByText('10 sessions booked, 3 failed')).toBeVisible();
  const review = page.getByRole('table', { name: 'Booking outcome by date' });
  await expect(review.locator('tr[data-status="booked"]')).toHaveCount(10);
  const failed = review.locator('tr[data-status="failed"]');
  await expect(failed).toHaveCount(3);
  for (const [index, expected] of expectedFailures.entries()) {
    await expect(failed.nth(index)).toContainText(expected.label);
    await expect(failed.nth(index)).toContainText(expected.reason);
  }
  await page.screenshot({ path: '.artifacts/admin-booking-review-1280.png', fullPage: true });

  // The server holds the 10 sessions: Lily's tutorings with the tutor over the series.
  const { tutorings } = (await admin.get(
    `/api/v2/tutorings?studentId=${lily.id}&startsAt=${dates[0]!.startsAt}&endsAt=${dates[12]!.endsAt}&per=50`,
  )) as { tutorings: { supervisorId: number; canceledAt: string | null }[] };
  expect(tutorings.filter((t) => t.supervisorId === tutorId && !t.canceledAt)).toHaveLength(10);
  await context.dispose();
});
