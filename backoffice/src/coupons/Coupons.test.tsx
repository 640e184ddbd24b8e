import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COUPON_MESSAGES, FORM_ERRORS_MESSAGE } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function couponId(code: string): Promise<number> {
  const [row] = await api.query<{ id: number }>('select id from coupons where code = $1', [code]);
  return row!.id;
}

/** The list's rows (header left out), as text. */
async function rowTexts(): Promise<string[]> {
  const rows = await screen.findAllByRole('row');
  return rows.slice(1).map((row) => row.textContent ?? '');
}

describe('Coupons', () => {
  it('lists the demo coupons by code with discount, window, limits, uses and status', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/coupons');

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    const [retired, save25, spring, summer, welcome] = await rowTexts();
    expect(retired).toContain('RETIRED');
    expect(retired).toContain('$10.00 off');
    expect(retired).toContain('Inactive');
    expect(save25).toContain('$25.00 off');
    expect(save25).toMatch(/Until \w{3} \d+, 2025/);
    expect(spring).toContain('15% off');
    expect(spring).toMatch(/\w{3} \d+, 2025 – \w{3} \d+, 2025/);
    expect(spring).toContain('200 in all · 1 per family');
    expect(spring).toContain('0 of 200');
    expect(summer).toContain('20% off');
    expect(summer).toContain('Expired');
    expect(welcome).toContain('10% off');
    expect(welcome).toContain('Any time');
    expect(welcome).toContain('No limit');
    expect(welcome).toContain('Active');
    // The demo family's payments with WELCOME10 are its uses.
    const [uses] = await api.query<{ count: number }>(
      "select count(*)::int as count from payments where coupon_code = 'WELCOME10'",
    );
    expect(uses!.count).toBeGreaterThan(0);
    const welcomeRow = screen.getAllByRole('row')[5]!;
    expect(within(welcomeRow).getByText(String(uses!.count))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /create/i })).toBeInTheDocument();
  });

  it('filters by the expiry through the API', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/coupons?filter=%7B%22expired%22%3Atrue%7D');

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect((await rowTexts())[0]).toContain('SUMMER2020');
    expect(
      api.requestsTo('/api/v2/coupons').some((url) => url.searchParams.get('expired') === 'true'),
    ).toBe(true);
  });

  it('is not in an advisor’s menu, whom the API refuses coupons', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin');

    expect(await screen.findByRole('menuitem', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Coupons' })).toBeNull();
  });

  it('checks the form with domain’s rules before sending anything', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/coupons/create');

    fireEvent.change(await screen.findByLabelText(/^code/i), { target: { value: 'spring' } });
    expect(screen.getByLabelText(/^code/i)).toHaveValue('SPRING');
    fireEvent.change(screen.getByLabelText(/amount off/i), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText(/valid from/i), {
      target: { value: '2025-04-10T09:00' },
    });
    fireEvent.change(screen.getByLabelText(/expires at/i), {
      target: { value: '2025-04-01T09:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText(COUPON_MESSAGES.percentage)).toBeInTheDocument();
    expect(screen.getByText(COUPON_MESSAGES.expiresBeforeStart)).toBeInTheDocument();
    expect(await screen.findByText(FORM_ERRORS_MESSAGE)).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === '/api/v2/coupons')).toHaveLength(0);
  });

  it('creates a coupon with its window in the viewer’s zone and its limits', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    renderApp('/admin/coupons/create');

    fireEvent.change(await screen.findByLabelText(/^code/i), { target: { value: 'fall20' } });
    fireEvent.change(screen.getByLabelText(/amount off/i), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText(/valid from/i), {
      target: { value: '2025-04-01T09:00' },
    });
    // The zone is named beside the field.
    const zone = /\((.+)\)/.exec(screen.getByText(/^Empty: right away/).textContent ?? '')?.[1];
    expect(zone).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/uses in all/i), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText(/uses per family/i), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText('Coupon created')).toBeInTheDocument();
    const [row] = await api.query<{
      unit: string;
      amount: number;
      starts_at: Date;
      max_uses: number;
      max_uses_per_family: number;
    }>(
      "select unit, amount, starts_at, max_uses, max_uses_per_family from coupons where code = 'FALL20'",
    );
    expect(row).toMatchObject({ unit: 'percentage', amount: 15, max_uses: 100 });
    expect(row!.max_uses_per_family).toBe(1);
    // 9:00 on the wall clock of the zone the back-office shows times in (the admin's).
    const wall = new Date(row!.starts_at).toLocaleString('en-US', {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(wall).toBe('9:00 AM');
  });

  it('keeps the code of a coupon in use, and refuses to delete it with the server’s sentence', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/coupons/${await couponId('WELCOME10')}`);

    const code = await screen.findByLabelText(/^code/i);
    await waitFor(() => expect(code).toHaveValue('WELCOME10'));
    expect(code).toHaveAttribute('readonly');
    expect(screen.getByText(/Payments used this code, so it stays/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /delete/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This coupon can’t be deleted: \d+ payments used it\. Deactivate it instead\./,
    );
    expect(await couponId('WELCOME10')).toBeGreaterThan(0);
  });

  it('deactivates a coupon from its form', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/coupons/${await couponId('SAVE25')}`);

    const active = await screen.findByLabelText(/^active/i);
    await waitFor(() => expect(active).toBeChecked());
    fireEvent.click(active);
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText('Coupon updated')).toBeInTheDocument();
    const [row] = await api.query<{ active: boolean }>(
      "select active from coupons where code = 'SAVE25'",
    );
    expect(row!.active).toBe(false);
  });
});
