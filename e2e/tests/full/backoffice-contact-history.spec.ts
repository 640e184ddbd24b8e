import { expect, test } from '@playwright/test';
import { backofficePage } from '../../support/backoffice.ts';

/**
 * Issue 25's journey on the real server (spec staff-and-crm §3 Contact history, §5 Notes, §7
 * Inbox activities): the demo advisor opens one of their families, reads its timeline, logs a
 * call and writes a note (both join the timeline at the top), then marks an inbox item read
 * (the app bar's count goes down, live in another tab too) and clears the read ones after a
 * confirmation.
 */
test('an advisor reads a family’s history, logs a call and a note, and clears the inbox', async ({
  browser,
}) => {
  const page = await backofficePage(browser, 'advisor@demo.test', 1280);
  const { parents } = (await (await page.request.get('/api/v2/parents?per=100')).json()) as {
    parents: { id: number; advisorName: string | null }[];
  };
  const family = parents.find((parent) => parent.advisorName === 'Priya Raman') ?? parents[0]!;
  await page.goto(`/admin/parents/${family.id}/show`);
  const history = page.getByRole('region', { name: 'Contact history' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await history.getByRole('button', { name: 'Call', exact: true }).click();
  await history.getByRole('button', { name: 'All', exact: true }).click();

  await history.getByRole('button', { name: 'Log call' }).click();
  const call = page.getByRole('dialog', { name: 'Log call' });
  await call.getByRole('combobox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await call.getByLabel('Notes').fill('Asked about renewal; calling back Friday.');
  await call.getByRole('button', { name: 'Save' }).click();
  await expect(call).toBeHidden();
  const logged = history.getByRole('listitem').filter({ hasText: 'calling back Friday' });
  await expect(logged.getByText('Pending', { exact: true })).toBeVisible();

  await history.getByRole('button', { name: 'Add Note' }).click();
  const note = page.getByRole('dialog', { name: 'Add Note' });
  await note.getByLabel('Note').fill('Prefers texts after 6 pm.');
  await note.getByRole('button', { name: 'Save' }).click();
  await expect(history.getByRole('listitem').first()).toContainText('Prefers texts after 6 pm.');

  await page.goto('/admin/inbox');
  const badge = page.getByRole('link', { name: /^Inbox, \d+ unread$/ });
  await expect(badge).toBeVisible();
  const before = Number(/\d+/.exec((await badge.getAttribute('aria-label'))!)![0]);
  // Another tab on a list: its badge follows live (inbox-change), well before its minute's
  // refresh; it subscribes once the list has shown (pusher-js is not part of a first load).
  const otherTab = await page.context().newPage();
  await otherTab.goto('/admin/courses');
  await expect(otherTab.getByRole('row').nth(1)).toBeVisible();
  await expect(otherTab.getByRole('link', { name: /^Inbox/ })).toHaveAttribute(
    'aria-label',
    `Inbox, ${before} unread`,
  );
  await page
    .getByRole('list', { name: 'Inbox items' })
    .getByRole('button', { name: /^Mark read:/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: /^Inbox/ })).toHaveAttribute(
    'aria-label',
    before > 1 ? `Inbox, ${before - 1} unread` : 'Inbox',
  );
  await expect(otherTab.getByRole('link', { name: /^Inbox/ })).toHaveAttribute(
    'aria-label',
    before > 1 ? `Inbox, ${before - 1} unread` : 'Inbox',
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Clear read' }).click();
  await page
    .getByRole('dialog', { name: 'Clear read items' })
    .getByRole('button', { name: 'Clear' })
    .click();
  await expect(page.getByRole('button', { name: 'Clear read' })).toBeDisabled();
  await page.context().close();
});
