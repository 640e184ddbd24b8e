import type { Locator, Page } from '@playwright/test';

/** A student's sessions on the Sessions tab as the width shows them: a table from 600 px, cards below. */
export function sessionEntries(page: Page, width: number): Locator {
  return width >= 600
    ? page
        .getByRole('table', { name: 'Sessions' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
    : page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
}
