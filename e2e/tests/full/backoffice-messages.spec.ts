import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  WIDTHS,
  backofficePage,
  expectNoSidewaysScroll,
  keepScreenshot,
  seeToast,
} from '../../support/backoffice.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

/**
 * A message from a course's contact tab against the real server (spec staff-and-crm §2
 * "Message list: compose and a preview pane ... messageId", §3 Message, §5): an admin writes
 * to the families with a file, an additional address and a cc, then opens the sent message
 * (beside the list at 1280 px, full screen at 390 px) and sees whom it went to, as what, and
 * the file, which downloads; the URL names the message, and reloading it opens it again.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A course with families to write to, read through the API as the admin. */
async function courseWithFamilies(page: Page): Promise<number> {
  const { courses } = (await (await page.request.get('/api/v2/courses?per=40')).json()) as {
    courses: { id: number }[];
  };
  for (const course of courses) {
    const answer = await page.request.get(
      `/api/v2/messages/recipients?regardingType=Course&regardingId=${course.id}`,
    );
    const { recipients } = (await answer.json()) as { recipients: { recipientType: string }[] };
    if (recipients.some((r) => r.recipientType === 'Parent')) return course.id;
  }
  throw new Error('no demo course has families');
}

async function expectSentMessage(view: Locator, subject: string) {
  await expect(view.getByText(subject).first()).toBeVisible();
  const recipients = view.getByRole('region', { name: /^Recipients \(\d+\)$/ });
  await expect(recipients.getByText('student', { exact: true }).first()).toBeVisible();
  await expect(recipients.getByText('parent', { exact: true }).first()).toBeVisible();
  await expect(view.getByRole('region', { name: 'Also sent to' })).toContainText(
    'aunt@family.test',
  );
  await expect(view.getByRole('region', { name: 'Cc' })).toContainText('lead@school.test');
  // The body is text: the markup typed shows as typed.
  // .first(): the pane's History (admins) shows the body again, as the message's create.
  await expect(view.getByText('Bring the <b>workbook</b>.').first()).toBeVisible();
  await expect(view.getByRole('link', { name: 'workbook.pdf' })).toBeVisible();
}

for (const width of WIDTHS) {
  test(`at ${width} px: an admin sends a message with a file, opens it, and reloads its link`, async ({
    browser,
  }) => {
    const page = await backofficePage(browser, 'admin@demo.test', width);
    const courseId = await courseWithFamilies(page);
    const subject = `Workbook day (${width})`;
    await page.goto(`/admin/courses/${courseId}/show/contact`);
    await page.getByRole('button', { name: 'Write a message' }).first().click();
    const compose = page.getByRole('dialog', { name: /^Write to the families of/ });
    await compose.getByRole('checkbox', { name: 'All students' }).check();
    await compose.getByRole('checkbox', { name: 'All parents' }).check();
    await compose.getByRole('textbox', { name: /Subject/ }).fill(subject);
    await compose.getByRole('textbox', { name: /^Message/ }).fill('Bring the <b>workbook</b>.');
    await compose
      .getByRole('textbox', { name: /Additional recipients/ })
      .fill('aunt@family.test; uncle@family.test');
    await compose.getByRole('textbox', { name: /^Cc/ }).fill('lead@school.test');
    await compose.locator('input[type="file"]').setInputFiles({
      name: 'workbook.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(compose.getByText('workbook.pdf')).toBeVisible();
    await compose.getByRole('button', { name: 'Send' }).click();
    await seeToast(
      page,
      'Email has been queued to be sent. You will receive a notification if there are any issues with delivery.',
    );
    await expect(compose).toBeHidden();

    await page.getByText(subject).first().click();
    await expect(page).toHaveURL(/[?&]messageId=\d+/);
    const view =
      width >= 900
        ? page.getByRole('region', { name: 'Message preview' })
        : page.getByRole('dialog', { name: subject });
    await expectSentMessage(view, subject);
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, `message-open-${width}`);

    // The file downloads for staff, as sent.
    const href = await view.getByRole('link', { name: 'workbook.pdf' }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);

    // The link is the message's: reloading it opens the message again.
    await page.reload();
    await expectSentMessage(
      width >= 900
        ? page.getByRole('region', { name: 'Message preview' })
        : page.getByRole('dialog', { name: subject }),
      subject,
    );
    await page.context().close();
  });
}

test('a tutor may not download a message’s file', async ({ browser }) => {
  const admin = await backofficePage(browser, 'admin@demo.test', 1280);
  const { messages } = (await (
    await admin.request.get('/api/v2/messages?per=100&orderBy=sent_at&sort=desc')
  ).json()) as { messages: { uploads: { url: string }[] }[] };
  const url = messages.flatMap((m) => m.uploads)[0]?.url;
  // The journeys above sent one (this file runs in order).
  expect(url, 'a message with a file').toBeTruthy();
  const tutor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const tutorPage = await tutor.newPage();
  await signInBeforeLoad(tutorPage, 'tutor@demo.test');
  await tutorPage.goto('/');
  await expect(tutorPage).not.toHaveURL(/\/login/);
  expect((await tutorPage.request.get(url!)).status()).toBe(404);
  await tutor.close();
  await admin.context().close();
});
