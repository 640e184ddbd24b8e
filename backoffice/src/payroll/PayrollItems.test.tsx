import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYROLL_HOLD_UPDATED_MESSAGE } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { emulateScreenWidth } from '../test/mediaQueries.ts';
import { renderApp } from '../test/renderApp.tsx';

// Loading a fresh copy of the demo world after a test that wrote takes over the default 10 s
// on a busy shared machine; the hooks createTestApi registers take this limit.
vi.setConfig({ hookTimeout: 60_000 });
const api = createTestApi();

/** The table's body rows (the first row is the header). */
async function bodyRows(): Promise<HTMLElement[]> {
  return (await screen.findAllByRole('row')).slice(1);
}

async function count(where = 'true'): Promise<number> {
  const [row] = await api.query<{ n: number }>(
    `select count(*)::int as n from payroll_items where ${where}`,
  );
  return row!.n;
}

function csvFile(lines: string[]): File {
  return new File([lines.join('\n')], 'payroll.csv', { type: 'text/csv' });
}

/** react-admin's first render of a list with every column takes long on a busy machine. */
const SLOW = { timeout: 15_000 };
const SLOW_TEST = 60_000;

const HEADER = 'Employee email,Department,Pay type,Rate,Quantity,Description,Lead source id';

describe('Payroll items', () => {
  it(
    'lists 25 pending items to an admin, with the rate and the pay, and switches to Paid',
    async () => {
      await api.signInAs('admin@demo.test');
      renderApp('/admin/payroll_items');

      await waitFor(async () => expect(await bodyRows()).toHaveLength(25), SLOW);
      const list = api.requestsTo('/api/v2/payroll_items').at(-1)!;
      expect(list.searchParams.get('paid')).toBe('false');
      expect(list.searchParams.get('per')).toBe('25');
      expect(list.searchParams.get('orderBy')).toBe('created_at');
      expect(screen.getByRole('columnheader', { name: /^rate/i })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: /^pay$/i })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /edit payroll item/i }).length).toBeGreaterThan(
        0,
      );

      fireEvent.click(screen.getByRole('tab', { name: 'Paid' }));
      await waitFor(() =>
        expect(api.requestsTo('/api/v2/payroll_items').at(-1)!.searchParams.get('paid')).toBe(
          'true',
        ),
      );
      const paid = await count('paid');
      await waitFor(async () => expect(await bodyRows()).toHaveLength(Math.min(paid, 25)));
    },
    SLOW_TEST,
  );

  it(
    'shows on the Paid tab the day an item was paid, and opens no edit modal for it',
    async () => {
      api.willWrite();
      await api.signInAs('admin@demo.test');
      // A run that paid the newest paid item before its expected day.
      const [paid] = await api.query<{ id: number }>(
        'select id from payroll_items where paid order by created_at desc, id desc limit 1',
      );
      await api.query(
        `update payroll_items set paid_at = '2026-11-20T15:00:00Z', estimated_pay_date = '2026-11-30' where id = ${paid!.id}`,
      );
      renderApp(`/admin/payroll_items?filter=${encodeURIComponent('{"paid":true}')}`);

      const [first] = await waitFor(async () => {
        const rows = await bodyRows();
        expect(rows[0]).toHaveTextContent('11/20/2026');
        return rows;
      }, SLOW);
      expect(first).not.toHaveTextContent('11/30/2026');
      fireEvent.click(within(first!).getAllByRole('cell')[1]!);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    SLOW_TEST,
  );

  it(
    'hides the rate, the pay and Edit from an instruction manager, who holds an item for review',
    async () => {
      api.willWrite();
      await api.signInAs('manager@demo.test');
      const [target] = await api.query<{ id: number }>(
        'select id from payroll_items where not paid and not hold order by created_at desc, id desc limit 1',
      );
      renderApp('/admin/payroll_items');

      await waitFor(async () => expect(await bodyRows()).toHaveLength(25), SLOW);
      expect(screen.queryByRole('columnheader', { name: /^rate/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: /^pay$/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /edit payroll item/i })).not.toBeInTheDocument();
      // The API left them out, not only the screen.
      const { json } = await api.request('GET', `/api/v2/payroll_items/${target!.id}`);
      const record = (json as { payroll_item: Record<string, unknown> }).payroll_item;
      expect(record).toHaveProperty('quantity');
      expect(record).not.toHaveProperty('rate');
      expect(record).not.toHaveProperty('pay');

      const toggle = screen.getByRole('switch', { name: `Needs review: item ${target!.id}` });
      expect(toggle).toBeEnabled();
      fireEvent.click(toggle);
      expect(await screen.findByText(PAYROLL_HOLD_UPDATED_MESSAGE)).toBeInTheDocument();
      expect(await count(`id = ${target!.id} and hold`)).toBe(1);
    },
    SLOW_TEST,
  );

  it(
    'checks the item modal with domain’s rules before sending anything',
    async () => {
      api.willWrite();
      await api.signInAs('admin@demo.test');
      renderApp('/admin/payroll_items');
      fireEvent.click(await screen.findByRole('button', { name: 'Add item' }, SLOW));

      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/^quantity/i), { target: { value: '101' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));
      expect(await within(dialog).findByText('must be at most 100')).toBeInTheDocument();
      expect(
        api.requests.filter((url) => url.pathname === '/api/v2/payroll_items' && url.search === ''),
      ).toHaveLength(0);
    },
    SLOW_TEST,
  );

  it(
    'creates the item from the modal, with the pay the server computes',
    async () => {
      api.willWrite();
      await api.signInAs('admin@demo.test');
      renderApp('/admin/payroll_items');
      fireEvent.click(await screen.findByRole('button', { name: 'Add item' }, SLOW));
      const dialog = await screen.findByRole('dialog');
      const employee = within(dialog).getByLabelText(/^employee/i);
      fireEvent.change(employee, { target: { value: 'Rosa' } });
      fireEvent.click(await screen.findByRole('option', { name: /Rosa Delgado/ }));
      fireEvent.mouseDown(within(dialog).getByLabelText(/^department/i));
      fireEvent.click(await screen.findByRole('option', { name: 'Test Prep' }));
      fireEvent.mouseDown(within(dialog).getByLabelText(/^pay type/i));
      fireEvent.click(await screen.findByRole('option', { name: 'Bonus' }));
      fireEvent.change(within(dialog).getByLabelText(/^rate/i), { target: { value: '40' } });
      fireEvent.change(within(dialog).getByLabelText(/^quantity/i), { target: { value: '2.5' } });
      fireEvent.change(within(dialog).getByLabelText(/^description/i), {
        target: { value: 'Spring referral bonus' },
      });
      expect(within(dialog).getByText('Pay: $100.00')).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));

      expect(
        await screen.findByText('We have created a Bonus payroll item for Rosa Delgado', {}, SLOW),
      ).toBeInTheDocument();
      const [row] = await api.query<{ rate: string; pay: string }>(
        "select rate, pay from payroll_items where description = 'Spring referral bonus'",
      );
      expect(row).toEqual({ rate: '40.00', pay: '100.00' });
    },
    SLOW_TEST,
  );

  it(
    'asks a Marketing item for its lead source, picked by name, and lists it by name',
    async () => {
      api.willWrite();
      await api.signInAs('admin@demo.test');
      const [source] = await api.query<{ id: number; name: string }>(
        "select id, name from lead_sources where type = 'School' order by id desc limit 1",
      );
      renderApp('/admin/payroll_items');
      fireEvent.click(await screen.findByRole('button', { name: 'Add item' }, SLOW));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/^employee/i), { target: { value: 'Rosa' } });
      fireEvent.click(await screen.findByRole('option', { name: /Rosa Delgado/ }));
      fireEvent.mouseDown(within(dialog).getByLabelText(/^department/i));
      fireEvent.click(await screen.findByRole('option', { name: 'Test Prep' }));
      fireEvent.mouseDown(within(dialog).getByLabelText(/^pay type/i));
      fireEvent.click(await screen.findByRole('option', { name: 'Marketing' }));
      fireEvent.change(within(dialog).getByLabelText(/^quantity/i), { target: { value: '1' } });
      fireEvent.change(within(dialog).getByLabelText(/^description/i), {
        target: { value: 'Open house booth' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));
      expect(
        await within(dialog).findByText('is required for the Marketing pay type'),
      ).toBeInTheDocument();

      fireEvent.change(within(dialog).getByLabelText(/^lead source/i), {
        target: { value: source!.name },
      });
      // The search waits the spec's 400 ms before asking the server.
      fireEvent.click(await screen.findByRole('option', { name: source!.name }, SLOW));
      // The form checks the changed field again before Save is enabled.
      const save = within(dialog).getByRole('button', { name: /save/i });
      await waitFor(() => expect(save).toBeEnabled(), SLOW);
      fireEvent.click(save);
      expect(
        await screen.findByText(
          'We have created a Marketing payroll item for Rosa Delgado',
          {},
          SLOW,
        ),
      ).toBeInTheDocument();
      const [row] = await api.query<{ link_id: number; link_type: string }>(
        "select link_id, link_type from payroll_items where description = 'Open house booth'",
      );
      expect(row).toEqual({ link_id: source!.id, link_type: 'LeadSource' });
      expect(
        await screen.findByRole('columnheader', { name: /^lead source/i }),
      ).toBeInTheDocument();
      expect((await screen.findAllByText(source!.name)).length).toBeGreaterThan(0);
    },
    SLOW_TEST,
  );

  it(
    'previews a CSV, and saves nothing when the server refuses a row',
    async () => {
      api.willWrite();
      await api.signInAs('admin@demo.test');
      const before = await count();
      renderApp('/admin/payroll_items');
      fireEvent.click(await screen.findByRole('button', { name: 'Upload CSV' }, SLOW));
      const dialog = await screen.findByRole('dialog');
      const input = within(dialog).getByLabelText('CSV file');

      fireEvent.change(input, {
        target: {
          files: [
            csvFile([
              HEADER,
              'rosa.delgado@example.test,Test Prep,Bonus,50,1,Good month,',
              'rosa.delgado@example.test,Test Prep,Bonus,50,150,Too many,',
            ]),
          ],
        },
      });
      const badRow = await within(dialog).findByTestId('batch-row-2');
      expect(badRow).toHaveTextContent('Quantity must be at most 100');
      expect(within(dialog).getByRole('button', { name: /upload 2 items/i })).toBeDisabled();

      fireEvent.change(input, {
        target: {
          files: [
            csvFile([
              HEADER,
              'rosa.delgado@example.test,Test Prep,Bonus,50,1,Good month,',
              'nobody@example.test,Test Prep,Bonus,50,1,Unknown person,',
            ]),
          ],
        },
      });
      const upload = await within(dialog).findByRole('button', { name: /upload 2 items/i });
      await waitFor(() => expect(upload).toBeEnabled());
      fireEvent.click(upload);
      expect(await within(dialog).findByText(/Nothing was saved/)).toBeInTheDocument();
      expect(within(dialog).getByTestId('batch-row-2')).toHaveTextContent(
        'Employee email nobody@example.test is not an employee',
      );
      expect(await count()).toBe(before);
    },
    SLOW_TEST,
  );

  it('says so when no item matches', async () => {
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/payroll_items?filter=${encodeURIComponent('{"paid":false,"query":"zzzz"}')}`);
    expect(await screen.findByText('No payroll items to display.')).toBeInTheDocument();
  });

  it('shows a phone the quantity alone to those who may not see the rate and the pay', async () => {
    const restoreWidth = emulateScreenWidth(390);
    try {
      await api.signInAs('manager@demo.test');
      const [item] = await api.query<{ description: string; quantity: string }>(
        'select description, quantity::text from payroll_items where not paid order by created_at desc, id desc limit 1',
      );
      renderApp('/admin/payroll_items');

      const [line] = await screen.findAllByText(new RegExp(item!.description), {}, SLOW);
      expect(line).toHaveTextContent(`Quantity ${Number(item!.quantity)}`);
      expect(screen.queryByText(/×/)).not.toBeInTheDocument();
    } finally {
      restoreWidth();
    }
  });
});
