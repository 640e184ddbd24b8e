import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { WIDTHS, backofficePage } from '../../support/backoffice.ts';

const DAY = 86_400_000;

/** "Tue, Jun 3": how the calendar names a day, read in a zone. */
function dayName(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(instant));
}

/** "06/13/2032": a row's date in the session editor, read in a zone. */
function usDate(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** "h:mma" as the session editor writes times, read in a zone. */
function editorClock(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' })
    .format(new Date(instant))
    .replace(' ', '')
    .toLowerCase();
}

/**
 * Staff pick a course's sessions on its calendar (spec scheduling §2, course sessions): two
 * sessions a month apart, picked in their months, open together in the session editor; on a
 * phone the month reads as a list of days. The course and its sessions are seeded through the
 * API, in a 2032 of their own.
 */
for (const width of WIDTHS) {
  test(`staff pick a course's sessions on its month calendar and edit them (${width} px)`, async ({
    browser,
    request,
  }, testInfo) => {
    const api = await apiSignIn(request, 'admin@demo.test');
    const zone = api.user.timeZone ?? 'UTC';
    const { brands } = (await api.get('/api/v2/brands?per=100')) as {
      brands: { id: number; name: string }[];
    };
    const brandId = brands.find((brand) => brand.name === 'SAT Prep Live')!.id;
    const { tutors } = (await api.get('/api/v2/tutors?active=true&per=50')) as {
      tutors: { id: number }[];
    };
    const tutorId = tutors[(testInfo.retry + (width === 390 ? 1 : 0)) % tutors.length]!.id;
    const stamp = Date.now();
    // Mid-June and mid-July 2032, a few days on per run: 16:00 UTC is daytime in the Americas.
    const offset = (((stamp / 1000) | 0) % 10) * DAY;
    const starts = [
      new Date(Date.UTC(2032, 5, 10, 16) + offset).toISOString(),
      new Date(Date.UTC(2032, 6, 12, 16) + offset).toISOString(),
    ];
    const { course } = (await api.post('/api/v2/courses', {
      course: {
        title: `Calendar ${stamp}`,
        name: `cal-${width}-${stamp}`,
        brandId,
        startsAt: '2032-06-01',
        endsAt: '2032-08-31',
      },
    })) as { course: { id: number } };
    for (const startsAt of starts)
      await api.post('/api/v2/sessions', {
        session: {
          courseId: course.id,
          startsAt,
          duration: 60,
          type: 'Course',
          supervisorId: tutorId,
        },
      });

    const page = await backofficePage(browser, 'admin@demo.test', width);
    await page.goto(`/admin/courses/${course.id}/show/all`);
    await page.getByRole('button', { name: 'Calendar' }).click();
    await expect(page.getByRole('heading', { name: 'June 2032' })).toBeVisible();

    const pick = async (startsAt: string) => {
      const chip = page.getByRole('group', { name: dayName(startsAt, zone) }).getByRole('button', {
        name: new RegExp(`^${editorClock(startsAt, zone).replace(/(am|pm)$/, '')}`, 'i'),
      });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
    };
    await pick(starts[0]!);
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: 'July 2032' })).toBeVisible();
    await pick(starts[1]!);
    await expect(page.getByText('2 selected')).toBeVisible();

    await page.getByRole('button', { name: 'Edit sessions' }).click();
    const editor = page.getByRole('dialog', { name: 'Session Editor' });
    for (const startsAt of starts)
      await expect(
        editor.getByText(new RegExp(`${editorClock(startsAt, zone)} - `)).first(),
      ).toBeVisible();
    // One row each, table or cards (phones): by their dates, MM/DD/YYYY in the admin's zone.
    for (const startsAt of starts)
      await expect(editor.getByText(usDate(startsAt, zone)).first()).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`course-calendar-${width}.png`),
      fullPage: true,
    });
    await page.context().close();
  });
}
