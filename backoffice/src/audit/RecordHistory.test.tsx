import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function idOf(sql: string, params: unknown[]): Promise<number> {
  const [row] = await api.query<{ id: number }>(sql, params);
  return row!.id;
}

/** The page's History section, once its events have loaded. */
async function historySection() {
  return within(await screen.findByRole('region', { name: 'History' }));
}

describe('a record’s History', () => {
  it('says so when nothing was recorded yet', async () => {
    await api.signInAs('admin@demo.test');
    const gold = await idOf('select id from tiers where name = $1', ['Gold']);
    renderApp(`/admin/tiers/${gold}`);

    const history = await historySection();
    expect(await history.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('shows who changed the record, when, and each field before and after', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const gold = await idOf('select id from tiers where name = $1', ['Gold']);
    const saved = await api.request('PUT', `/api/v2/tiers/${gold}`, {
      tier: { name: 'Gold Plus' },
    });
    expect(saved.status).toBe(200);
    const [admin] = await api.query<{ name: string }>(
      "select first_name || ' ' || last_name as name from users where email = $1",
      ['admin@demo.test'],
    );
    renderApp(`/admin/tiers/${gold}`);

    await screen.findByText('Updated', {}, { timeout: 5000 });
    const history = await historySection();
    expect(history.getByText(`by ${admin!.name}`)).toBeInTheDocument();
    const changes = history.getByRole('table', { name: 'Changes: Updated' });
    const rows = within(changes).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['FieldBeforeAfter', 'NameGoldGold Plus']);
  });

  it('names the admin and the user they acted as while spoofing', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const payment = await idOf('select id from payments order by id limit 1', []);
    const admin = await idOf('select id from users where email = $1', ['admin@demo.test']);
    const parent = await idOf('select id from users where email = $1', ['parent@demo.test']);
    await api.query(
      `insert into audit_events (actor_user_id, on_behalf_of_user_id, action, record_type, record_id, changes, created_at)
       values ($1, $2, 'addHours', 'Payment', $3, '{}', now())`,
      [admin, parent, payment],
    );
    const [names] = await api.query<{ admin: string; parent: string }>(
      `select (select first_name || ' ' || last_name from users where id = $1) as admin,
              (select first_name || ' ' || last_name from users where id = $2) as parent`,
      [admin, parent],
    );
    renderApp(`/admin/payments/${payment}/show`);

    await screen.findByText('Add hours', {}, { timeout: 5000 });
    const history = await historySection();
    expect(history.getByText('Add hours')).toBeInTheDocument();
    expect(history.getByText(`by ${names!.admin} as ${names!.parent}`)).toBeInTheDocument();
  });

  it('is not shown to staff who may not read the trail', async () => {
    await api.signInAs('advisor@demo.test');
    const review = await idOf('select id from reviews order by id limit 1', []);
    renderApp(`/admin/reviews/${review}/show`);

    await waitFor(() =>
      expect(api.requestsTo(`/api/v2/reviews/${review}`).length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(api.requestsTo('/api/v2/audit_events')).toHaveLength(0);
  });
});
