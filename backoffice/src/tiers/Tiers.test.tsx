import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FORM_ERRORS_MESSAGE, STALE_RECORD_MESSAGE, type Tier } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function tierNamed(name: string): Promise<Tier> {
  const [row] = await api.query<{ id: number }>('select id from tiers where name = $1', [name]);
  return { id: row!.id } as Tier;
}

describe('Tiers', () => {
  it('lists the demo tiers by rate, with their tutor counts, for an advisor without edits', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/tiers');

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(7));
    const cells = (await screen.findAllByRole('row')).slice(1).map((row) => row.textContent);
    expect(cells[0]).toContain('Associate');
    expect(cells[0]).toContain('$38.00 / hr');
    expect(cells[5]).toContain('Specialist');
    // domain's can(): only admins create or edit tiers.
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
  });

  it('checks the form with domain’s schema before sending anything', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/tiers/create');

    fireEvent.change(await screen.findByLabelText(/^name/i), { target: { value: 'Elite' } });
    fireEvent.change(screen.getByLabelText(/billing rate/i), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText('must have at most two decimals')).toBeInTheDocument();
    // The spec's words for a form to fix, not react-admin's default.
    expect(await screen.findByText(FORM_ERRORS_MESSAGE)).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === '/api/v2/tiers')).toHaveLength(0);
  });

  it('shows the server’s 409 when the name is taken, on a real save', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    renderApp('/admin/tiers/create');

    fireEvent.change(await screen.findByLabelText(/^name/i), { target: { value: 'gold' } });
    fireEvent.change(screen.getByLabelText(/billing rate/i), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText(/name has already been taken/i)).toBeInTheDocument();
  });

  it('refuses to overwrite a change someone saved after the form opened, keeping what was typed', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const gold = await tierNamed('Gold');
    renderApp(`/admin/tiers/${gold.id}`);
    const name = await screen.findByLabelText(/^name/i);
    await waitFor(() => expect(name).toHaveValue('Gold'));

    // Another admin raises the rate while this form is open.
    const colleague = await api.otherBrowser('admin@demo.test');
    const raised = await colleague.request('PUT', `/api/v2/tiers/${gold.id}`, {
      tier: { billingRate: 64 },
    });
    expect(raised.status).toBe(200);

    fireEvent.change(name, { target: { value: 'Gold Plus' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    // The server's sentence, as the notification of the failed save.
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_RECORD_MESSAGE);
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Gold Plus');
    const [row] = await api.query<{ name: string; billing_rate: string }>(
      'select name, billing_rate from tiers where id = $1',
      [gold.id],
    );
    // The colleague's change stands; nothing of this form was written.
    expect(row).toEqual({ name: 'Gold', billing_rate: '64.00' });
  });

  it('moves a tutor onto a tier through the assign_tutors action', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const specialist = await tierNamed('Specialist');
    renderApp(`/admin/tiers/${specialist.id}`);

    expect(await screen.findByText('No tutor is on this tier yet.')).toBeInTheDocument();
    // The picker's first page (25 tutors) does not hold every tutor: the name is searched, in
    // the field the user has clicked into (MUI puts back the text of an unfocused field).
    const picker = screen.getByLabelText(/move tutors to this tier/i);
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'Marcus' } });
    fireEvent.click(await screen.findByRole('option', { name: /Marcus Okafor/ }));
    expect(
      api.requestsTo('/api/v2/tutors').some((url) => url.searchParams.get('query') === 'Marcus'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /assign tutors/i }));

    expect(await screen.findByText('1 tutor moved to Specialist')).toBeInTheDocument();
    const card = screen.getByText('Tutors on this tier').closest('div')!;
    await waitFor(() => expect(within(card).getByText('Marcus Okafor')).toBeInTheDocument());
    const calls = api.requests.filter((url) => url.pathname.endsWith('/assign_tutors'));
    expect(calls).toHaveLength(1);
  });
});
