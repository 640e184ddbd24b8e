import { expect, test } from '@playwright/test';
import { waitForMockedApi } from '@tp/mocks/playwright';
import { signInThroughForm } from '../../support/sign-in.ts';

/**
 * The mocked mode runs the same server app in the page: a message written from a course's
 * contact tab is sent (POST /messages) and listed.
 */
test('staff write a message from a course contact tab in the mocked mode', async ({ page }) => {
  await page.goto('/admin/login');
  await signInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$|\/admin\/courses/);

  // A course with families to write to and no messages yet, through the in-page API.
  const courseId = await page.evaluate(async () => {
    const read = async (path: string) => (await fetch(path)).json() as Promise<never>;
    const { courses } = await read('/api/v2/courses?per=60');
    for (const course of courses as { id: number }[]) {
      const { recipients } = await read(
        `/api/v2/messages/recipients?regardingType=Course&regardingId=${course.id}`,
      );
      const { messages } = await read(`/api/v2/messages?courseId=${course.id}`);
      if ((recipients as unknown[]).length > 0 && (messages as unknown[]).length === 0)
        return course.id;
    }
    return null;
  });
  expect(courseId).not.toBeNull();
  await page.goto(`/admin/courses/${courseId}/show/contact`);
  // The load starts a new in-page API: on a busy machine that alone can take most of an
  // expectation's 15 s, so wait for it first (within the test's limit).
  await waitForMockedApi(page);
  await expect(page.getByText('No messages. Why not write one?')).toBeVisible();
  await page.getByRole('button', { name: 'Write a message' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Everyone' }).check();
  await dialog.getByRole('textbox', { name: /Subject/ }).fill('Mocked mode hello');
  await dialog.getByRole('textbox', { name: /Message/ }).fill('Sent from the in-page API.');
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(
    page.getByText(
      'Email has been queued to be sent. You will receive a notification if there are any issues with delivery.',
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Mocked mode hello').first()).toBeVisible();
});
