import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DARK_PALETTE, LIGHT_PALETTE } from '@tp/ui';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

afterEach(() => window.localStorage.clear());

const SLOW = { timeout: 10_000 };

/** The sidebar's menu (react-admin's menu list). */
async function menu(): Promise<HTMLElement> {
  await screen.findByRole('menuitem', { name: /Courses/ }, { timeout: 10_000 });
  return screen.getAllByRole('menu')[0]!;
}

/** The entries of the menu, headings included, in order. */
function entries(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('menuitem')
    .map((item) => item.getAttribute('aria-label') ?? item.textContent ?? '');
}

describe('the grouped menu', () => {
  it('groups the resources as staff think of them, after the dashboard', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin');

    expect(entries(await menu())).toEqual([
      'Dashboard',
      'Book tutoring',
      'Catalogue group',
      'Courses',
      'Enrollments',
      'Brands',
      'Subjects',
      'Tiers',
      'People group',
      'Students',
      'Parents and leads',
      'Tutors',
      'Tutoring history',
      'Employees',
      'Teams',
      'CRM group',
      'Lead sources',
      'Operations group',
      'Sessions',
      'Shipments',
      'Reviews',
      'Payroll items',
      'Money group',
      'Payments',
      'Refund requests',
      'Coupons',
    ]);
  });

  it('leaves the page on screen alone when its entries appear', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/courses');
    const filterButton = await screen.findByRole('button', { name: 'Add filter' }, SLOW);

    await menu();
    // Not unmounted and drawn again: what the user had started there (a search, a filter
    // menu) is still there.
    expect(filterButton).toBeInTheDocument();
  });

  it('folds a group and keeps it folded on the next visit', async () => {
    await api.signInAs('admin@demo.test');
    const first = renderApp('/admin');
    const heading = within(await menu()).getByRole('menuitem', { name: 'Catalogue group' });
    expect(heading).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(heading);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Courses' })).toBeNull());
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    first.unmount();

    renderApp('/admin');
    const again = await screen.findByRole(
      'menuitem',
      { name: 'Catalogue group' },
      { timeout: 10_000 },
    );
    expect(again).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('menuitem', { name: 'Shipments' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Courses' })).toBeNull();

    fireEvent.click(again);
    expect(await screen.findByRole('menuitem', { name: 'Courses' })).toBeInTheDocument();
  });

  it('unfolds the group of the page a link opens', async () => {
    window.localStorage.setItem('RaStore.menu.collapsedGroups', JSON.stringify(['operations']));
    await api.signInAs('admin@demo.test');
    renderApp('/admin/shipments');

    expect(
      await screen.findByRole('menuitem', { name: 'Shipments' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Operations group' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('the theme', () => {
  it('paints the app bar in the platform primary and switches to dark from its toggle', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin', { fullStyles: true });
    await menu();
    const bar = document.querySelector('header')!;
    // MUI's app bar paints its colour through a custom property.
    expect(getComputedStyle(bar).getPropertyValue('--AppBar-background').toLowerCase()).toBe(
      LIGHT_PALETTE.primary.main,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));

    await waitFor(() =>
      expect(getComputedStyle(document.querySelector('header')!).backgroundColor).toBe(
        rgb(DARK_PALETTE.background.paper),
      ),
    );
    expect(window.localStorage.getItem('RaStore.theme')).toBe('"dark"');
  });
});

/** `#2f4b9a` as computed styles write it: `rgb(47, 75, 154)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
