import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { WIDTHS, backofficePage } from '../../support/backoffice.ts';

interface ListedSession {
  id: number;
  courseId: number;
  supervisor: { firstName: string; lastName: string } | null;
}

/**
 * Staff open a session from its course (spec scheduling §2, §6: the same session detail modal
 * as the tutor app, with the admin app's links): the modal names the tutor, and its "Open
 * session page" link leads to the back-office session page with the attendance. At 1280 px a
 * row of the table; at 390 px a line of the list, and the modal full screen.
 */
for (const width of WIDTHS) {
  test(`at ${width} px: staff open a course's session in the modal, then its page`, async ({
    browser,
    request,
  }) => {
    const api = await apiSignIn(request, 'admin@demo.test');
    const upcoming = '&upcoming=true&orderBy=starts_at&orderSort=asc&include=supervisor';
    const { sessions: soonest } = (await api.get(`/api/v2/sessions?per=1${upcoming}`)) as {
      sessions: ListedSession[];
    };
    const courseId = soonest[0]!.courseId;
    // The course's first upcoming session: the first line its Upcoming tab shows.
    const { sessions } = (await api.get(
      `/api/v2/sessions?per=10&courseId=${courseId}${upcoming}`,
    )) as { sessions: ListedSession[] };
    const session = sessions[0]!;

    const page = await backofficePage(browser, 'admin@demo.test', width);
    await page.goto(`/admin/courses/${courseId}/show`);
    if (width >= 600) {
      // A cell past the row's checkbox: the checkbox only selects.
      await page.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(2).click();
    } else {
      await page
        .getByRole('button', { name: /\d+ students/ })
        .first()
        .click();
    }
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (session.supervisor)
      await expect(
        dialog.getByText(`${session.supervisor.firstName} ${session.supervisor.lastName}`),
      ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Course' })).toHaveAttribute(
      'href',
      `/admin/courses/${courseId}/show`,
    );
    const box = await dialog.boundingBox();
    if (width < 600) expect(box?.width).toBe(width);
    // The viewport, not the full page: the modal is fixed over what the page scrolls.
    const shot = test.info().outputPath(`session-modal-${width}.png`);
    await page.screenshot({ path: shot });
    await test.info().attach(`session-modal-${width}`, { path: shot, contentType: 'image/png' });

    await dialog.getByRole('link', { name: 'Open session page' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/sessions/${session.id}/show$`));
    await expect(page.getByRole('region', { name: 'Attendance' })).toBeVisible();
    await page.context().close();
  });
}
