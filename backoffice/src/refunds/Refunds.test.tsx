import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

const pendingFilter = `?filter=${encodeURIComponent('{"status":"pending"}')}`;

describe('Refund requests', () => {
  it('lists the requests with status quick filters; no Approve for non-admins', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/refund_requests');

    // The demo's eight requests, every status (the file's first render is the slow one).
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(9), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    for (const row of screen.getAllByRole('row').slice(1))
      expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('exports what the filter selects as CSV', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp(`/admin/refund_requests${pendingFilter}`);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));

    const files: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:refunds';
    });
    fireEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(files).toHaveLength(1));
    createObjectURL.mockRestore();
    const lines = (await files[0]!.text()).trim().split('\n');
    expect(lines[0]).toMatch(/^ID,Family,Status,Category,Amount/);
    expect(lines.slice(1)).toHaveLength(3);
    for (const line of lines.slice(1)) expect(line).toContain(',Pending,');
  });

  it('offers Process manually on incomplete requests to admins only', async () => {
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/refund_requests?filter=${encodeURIComponent('{"status":"incomplete"}')}`);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Process manually' })).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Error 54')).toHaveLength(2);
  });

  it('lets an admin approve a pending request after confirming: refunded through the gateway', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/refund_requests${pendingFilter}`);

    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(3));
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Approve this refund?');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));

    expect(await screen.findByText(/^Refund processed: \$/)).toBeInTheDocument();
    const rows = await api.query<{ status: string }>(
      "select status from refund_requests where status = 'refunded'",
    );
    expect(rows).toHaveLength(3);
    expect(api.requests.filter((url) => url.pathname.endsWith('/approve'))).toHaveLength(1);
  });
});

describe('The refund request modal', () => {
  it('checks the form with domain’s schema, then requests the refund on the line item', async () => {
    api.willWrite();
    await api.signInAs('advisor@demo.test');
    const [payment] = await api.query<{ id: number; total: number }>(
      `select p.id, p.total_cents as total from payments p
       where not exists (select 1 from refund_requests r where r.payment_id = p.id)
       order by p.id limit 1`,
    );
    renderApp(`/admin/payments/${payment!.id}/show`);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Request refund' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/left to refund/)).toBeInTheDocument();
    // The amount starts at what is left; with no category nor reason nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    expect(await within(dialog).findByText('is not a refund category')).toBeInTheDocument();
    expect(within(dialog).getByText("can't be blank")).toBeInTheDocument();
    expect(api.requestsTo('/api/v2/refund_requests')).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /category/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Service issue' }));
    fireEvent.change(within(dialog).getByLabelText(/amount/i), { target: { value: '20.5' } });
    fireEvent.change(within(dialog).getByLabelText(/reason/i), {
      target: { value: 'A session was missed.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request refund' }));

    // The save and the list's refresh take seconds when this file follows others in a busy worker.
    expect(
      await screen.findByText('Refund of $20.50 requested', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const [row] = await api.query<{ amount_cents: number; category: string; status: string }>(
      'select amount_cents, category, status from refund_requests where payment_id = $1',
      [payment!.id],
    );
    expect(row).toEqual({ amount_cents: 2050, category: 'Service issue', status: 'pending' });
  });
});
