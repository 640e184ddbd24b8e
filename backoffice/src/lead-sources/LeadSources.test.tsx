import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function firstOf(type: string, status?: string): Promise<number> {
  const [row] = await api.query<{ id: number }>(
    status
      ? 'select id from lead_sources where type = $1 and status = $2 order by id limit 1'
      : 'select id from lead_sources where type = $1 order by id limit 1',
    status ? [type, status] : [type],
  );
  return row!.id;
}

describe('Lead sources', () => {
  it('lists 25 by name with the quick filters; a manager sees create and export', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/lead_sources');

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(26));
    expect(screen.getByRole('link', { name: /create/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Unassigned' }));
    await waitFor(() =>
      expect(api.requests.some((url) => url.searchParams.get('unassigned') === 'true')).toBe(true),
    );
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      for (const row of rows) expect(within(row).getByText('Unassigned')).toBeInTheDocument();
    });
  });

  it('says so when nothing matches', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp(`/admin/lead_sources?filter=${encodeURIComponent('{"query":"no such school"}')}`);
    expect(await screen.findByText('No lead sources found.')).toBeInTheDocument();
  });

  it('hides create from staff who only read', async () => {
    await api.signInAs('manager@demo.test');
    renderApp('/admin/lead_sources');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
  });

  it('checks the form with domain’s rules before sending anything', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/lead_sources/create');
    // A pristine form's Save is disabled (react-admin): the name is typed, but only spaces,
    // which domain's rule trims to nothing.
    fireEvent.change(await screen.findByLabelText(/^name/i), { target: { value: '   ' } });
    const save = screen.getByRole('button', { name: /save/i });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText("can't be blank")).toBeInTheDocument();
    // Nothing was created: no POST /api/v2/lead_sources (the page's reads carry a query).
    expect(
      api.requests.filter((url) => url.pathname === '/api/v2/lead_sources' && url.search === ''),
    ).toHaveLength(0);
  });

  it('refuses a status the current one may not move to, naming both', async () => {
    await api.signInAs('admin@demo.test');
    const id = await firstOf('School', 'managed');
    renderApp(`/admin/lead_sources/${id}`);
    expect(await screen.findByText('From Managed: Managed, Ended.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /status/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Target' }));
    fireEvent.click(screen.getByRole('button', { name: /^save$/i }));
    expect(await screen.findByText('cannot change from Managed to Target')).toBeInTheDocument();
  });

  it('answers merge on an actual school with the spec alert, without calling the server', async () => {
    await api.signInAs('admin@demo.test');
    const id = await firstOf('School');
    renderApp(`/admin/lead_sources/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Merge into a school' }));
    expect(await screen.findByText('School must be pending to merge')).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname.includes('pending_schools'))).toHaveLength(0);
  });

  it('promotes a pending school', async () => {
    api.willWrite();
    await api.signInAs('advisor@demo.test');
    const id = await firstOf('PendingSchool');
    renderApp(`/admin/lead_sources/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText(/is now a school/)).toBeInTheDocument();
    const [row] = await api.query<{ type: string }>('select type from lead_sources where id = $1', [
      id,
    ]);
    expect(row).toEqual({ type: 'School' });
  });
});
