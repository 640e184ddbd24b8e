import { expect, test, type Page } from '@playwright/test';
import { FAMILY_ABSENCE_NOTE } from '@tp/server/demo-world';
import { sessionEntries } from '../../support/sessions-list.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

const PARENT = 'parent@demo.test';
// Spec scheduling §4: the attendance icon's texts.
const PENDING = 'Attendance for the session has not yet been taken';
const UNATTENDED = 'Student has been marked as unattended by the tutor';
const SCHEDULED = 'Session scheduled for a future date';

/** A screenshot of the whole page, kept with the test's results. */
async function keepScreenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

for (const width of [1280, 390]) {
  test(`a parent follows a child's sessions and finds whom to contact (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInBeforeLoad(page, PARENT);
    await page.goto('/');
    await expect(page).toHaveURL(/\/parent\/students\/\d+\/academic-planner$/);

    await page.getByRole('tab', { name: 'Sessions' }).click();
    await expect(page).toHaveURL(/\/sessions-list$/);
    const entries = sessionEntries(page, width);
    await expect(entries).toHaveCount(10);
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
    await keepScreenshot(page, `family-sessions-${width}`);

    // Past, latest first: the sessions waiting for attendance, then the absence with its note.
    // The demo world leaves one ended session waiting; any that ended since the server seeded it
    // wait too, so the absence follows however many wait. Older sessions may show absences of
    // the world's own (about one in eight, drawn as it is seeded: which ones depends on the
    // hour), without the family's note; the first absence is the one with it.
    await page.getByRole('button', { name: 'Past' }).click();
    await expect(entries.first().getByLabel(PENDING)).toBeVisible();
    const waiting = await entries.filter({ has: page.getByLabel(PENDING) }).count();
    const absences = entries.filter({ has: page.getByLabel(UNATTENDED) });
    await expect(absences.first()).toContainText(FAMILY_ABSENCE_NOTE);
    await expect(entries.nth(waiting).getByLabel(UNATTENDED)).toBeVisible();
    if (width >= 600) {
      await entries.nth(waiting).getByLabel(UNATTENDED).hover();
      await expect(page.getByRole('tooltip', { name: UNATTENDED })).toBeVisible();
    }
    await keepScreenshot(page, `family-sessions-past-${width}`);

    await page.getByRole('button', { name: 'Upcoming' }).click();
    await expect(entries.first().getByLabel(SCHEDULED)).toBeVisible();
    await expect(page.getByLabel(PENDING)).toHaveCount(0);

    await page.getByRole('button', { name: 'Live' }).click();
    await expect(
      page.getByText('No session is in progress right now.').or(entries.first()),
    ).toBeVisible();

    await page.getByRole('button', { name: 'All' }).click();
    await expect(entries).toHaveCount(10);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();

    // A session opens in the shared modal, which a parent only reads.
    await entries.first().getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Tutor', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Notes', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel session' })).toHaveCount(0);
    await keepScreenshot(page, `family-session-modal-${width}`);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('tab', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const advisor = page.getByRole('region', { name: 'Your advisor' });
    await expect(advisor.getByRole('link', { name: /@demo\.test$/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Tutoring contact' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tutor' }).getByText(/^\w+ \w\.$/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your details' }).getByText(PARENT),
    ).toBeVisible();
    await keepScreenshot(page, `family-contact-${width}`);

    // Opened from its address (a shared link, a reload), the tab strip shows where one is, on a
    // phone too, where the strip scrolls.
    await page.goto(page.url().replace(/\/contact$/, '/exams'));
    const exams = page.getByRole('tab', { name: 'Exams' });
    await expect(exams).toHaveAttribute('aria-selected', 'true');
    // Inside the strip's scrolled window, not clipped under its arrow.
    await expect
      .poll(() =>
        exams.evaluate((tab) => {
          const strip = tab.closest('.MuiTabs-scroller')?.getBoundingClientRect();
          const { left, right } = tab.getBoundingClientRect();
          return strip ? left >= strip.left - 1 && right <= strip.right + 1 : false;
        }),
      )
      .toBe(true);
  });
}
