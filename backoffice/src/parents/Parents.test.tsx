import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function bodyRows(): Promise<HTMLElement[]> {
  return (await screen.findAllByRole('row')).slice(1);
}

const lastListRequest = () => api.requestsTo('/api/v2/parents').at(-1)!;

describe('Parents and leads', () => {
  it("starts an advisor on their own customers, and switches to leads with the spec's quick filters", async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/parents');

    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(0));
    const first = lastListRequest();
    expect(first.searchParams.get('type')).toBe('Customer');
    expect(first.searchParams.get('assignedTo')).toBe('me');
    expect(first.searchParams.get('per')).toBe('25');
    // Spec §6: no 'All Advisors' for an advisor.
    expect(screen.queryByText('All Advisors')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VIP' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Leads' }));
    await waitFor(() => expect(lastListRequest().searchParams.get('type')).toBe('Lead'));
    fireEvent.click(await screen.findByRole('button', { name: 'Could not reach' }));
    await waitFor(() => expect(lastListRequest().searchParams.get('quick')).toBe('couldNotReach'));
    // The rows change once the filtered answer arrives, a moment after the request goes.
    await waitFor(async () => {
      for (const row of await bodyRows()) {
        expect(within(row).getByText('Could Not Reach')).toBeInTheDocument();
      }
    });
  }, 60_000);

  it("lists an advisor's unassigned leads from the Unassigned chip (the advisor select follows it)", async () => {
    await api.signInAs('advisor@demo.test');
    const [expected] = await api.query<{ total: number }>(
      `select count(*)::int as total from parents where type = 'Lead' and employee_id is null`,
    );
    expect(expected!.total).toBeGreaterThan(0);
    renderApp(`/admin/parents?filter=${encodeURIComponent('{"type":"Lead","assignedTo":"me"}')}`);
    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(0));

    fireEvent.click(await screen.findByRole('button', { name: 'Unassigned' }));
    await waitFor(() => expect(lastListRequest().searchParams.get('quick')).toBe('unassigned'));
    // Me and the Unassigned chip together selected nobody ('No leads to display.').
    expect(lastListRequest().searchParams.get('assignedTo')).toBe('unassigned');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(Math.min(expected!.total, 25)));
    for (const row of await bodyRows()) {
      expect(within(row).getByText('Unassigned')).toBeInTheDocument();
    }
    // Another chip keeps the advisor select where the user now sees it.
    fireEvent.click(screen.getByRole('button', { name: 'Could not reach' }));
    await waitFor(() => expect(lastListRequest().searchParams.get('quick')).toBe('couldNotReach'));
    expect(lastListRequest().searchParams.get('assignedTo')).toBe('unassigned');
  }, 60_000);

  it('shows the abandoned checkout counts on the leads and filters the list to them', async () => {
    await api.signInAs('advisor@demo.test');
    const [expected] = await api.query<{ total: number }>(
      `select count(*)::int as total from parents
        where type = 'Lead' and active and abandoned_at is not null`,
    );
    renderApp(`/admin/parents?filter=${encodeURIComponent('{"type":"Lead","assignedTo":"me"}')}`);

    const chip = await screen.findByRole(
      'button',
      { name: new RegExp(`^Abandoned checkout: ${expected!.total} leads`) },
      { timeout: 10_000 },
    );
    expect(api.requestsTo('/api/v2/parents/abandoned_counts')).toHaveLength(1);
    fireEvent.click(chip);
    await waitFor(() => expect(lastListRequest().searchParams.get('abandoned')).toBe('true'), {
      timeout: 10_000,
    });
    expect(screen.getByRole('button', { name: /^Abandoned checkout/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('leaves the abandoned checkout counts off the parents view', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/parents');
    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /^Abandoned checkout/ })).not.toBeInTheDocument();
    expect(api.requestsTo('/api/v2/parents/abandoned_counts')).toHaveLength(0);
  });

  it('says so when nothing matches', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp(
      `/admin/parents?filter=${encodeURIComponent('{"type":"Lead","assignedTo":"me","query":"zzzz-nobody"}')}`,
    );
    expect(await screen.findByText('No leads to display.')).toBeInTheDocument();
  });

  it('shows each family’s card status as an icon on a phone too', async () => {
    // A phone's width: MUI's "down(sm)" queries match (setup.ts matches none, a desktop).
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...desktop(query),
      matches: query.includes('max-width'),
    });
    try {
      await api.signInAs('admin@demo.test');
      renderApp(
        `/admin/parents?filter=${encodeURIComponent('{"type":"Customer","query":"Delacroix"}')}`,
      );
      expect(
        await screen.findByRole('img', { name: 'Card payments delinquent' }, { timeout: 20_000 }),
      ).toBeInTheDocument();
      // The phone's list, not the table.
      expect(screen.queryByRole('columnheader', { name: 'Card' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = desktop;
    }
  }, 60_000);

  it('checks the form with domain’s rules before sending anything', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/parents/create');

    fireEvent.change(await screen.findByLabelText(/^first name/i), { target: { value: 'Nia' } });
    // One record's page names one record; the menu keeps the plural.
    expect(await screen.findByText('Create Parent or lead')).toBeInTheDocument();
    expect(screen.getAllByText('Parents and leads').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect((await screen.findAllByText("can't be blank")).length).toBeGreaterThanOrEqual(2);
    expect(
      api.requests.filter((url) => url.pathname === '/api/v2/parents' && url.search === ''),
    ).toHaveLength(0);
  });

  it('moves the status to the new type’s default when the type changes', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/parents/create');

    const status = await screen.findByLabelText(/^status/i);
    expect(status).toHaveTextContent('Pre-Conversation');
    fireEvent.mouseDown(screen.getByLabelText(/^type/i));
    fireEvent.click(await screen.findByRole('option', { name: 'Customer' }));

    // Pre-Conversation is no customer's status: the select shows the customers' default.
    await waitFor(() => expect(screen.getByLabelText(/^status/i)).toHaveTextContent('Active'));
  });

  it('puts the server’s refusal of a taken e-mail on the field', async () => {
    api.willWrite();
    await api.signInAs('advisor@demo.test');
    const [parent] = await api.query<{ id: number }>(
      "select p.id from parents p join users u on u.id = p.user_id where u.email = 'parent@demo.test'",
    );
    renderApp(`/admin/parents/${parent!.id}`);
    const email = await screen.findByLabelText(/^e-mail/i);
    fireEvent.change(email, { target: { value: 'tutor@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText(/has already been taken/i)).toBeInTheDocument();
  });

  it(
    'fills the address from the places lookup, and still takes one typed by hand',
    { timeout: 30_000 },
    async () => {
      api.willWrite();
      await api.signInAs('advisor@demo.test');
      const [parent] = await api.query<{ id: number }>(
        "select p.id from parents p join users u on u.id = p.user_id where u.email = 'parent@demo.test'",
      );
      const storedAddress = async () =>
        (
          await api.query<{ address: Record<string, unknown> | null }>(
            'select address from parents where id = $1',
            [parent!.id],
          )
        )[0]!.address;
      const firstVisit = renderApp(`/admin/parents/${parent!.id}`);

      // The demo parent has an address: "Reset search" goes back to the lookup.
      await userEvent.click(await screen.findByRole('button', { name: 'Reset search' }));
      await userEvent.type(screen.getByLabelText(/search for an address/i), 'lakeview chicago');
      await userEvent.click(
        await screen.findByRole('option', { name: /Lakeview Learning Center/ }, { timeout: 3000 }),
      );
      expect(await screen.findByRole('textbox', { name: /^street/i })).toHaveValue(
        '410 Harbor Ave',
      );
      expect(screen.getByRole('textbox', { name: /^city/i })).toHaveValue('Chicago');
      expect(screen.getByRole('textbox', { name: /^zip/i })).toHaveValue('60601');
      fireEvent.click(screen.getByRole('button', { name: /save/i }));
      await waitFor(async () =>
        expect(await storedAddress()).toMatchObject({
          street1: '410 Harbor Ave',
          city: 'Chicago',
          state: 'IL',
          placeId: 'tp:lakeview-learning-center',
        }),
      );

      // A parent's address may be typed: editing a part drops the place, and it saves.
      firstVisit.unmount();
      renderApp(`/admin/parents/${parent!.id}`);
      const street = await screen.findByRole('textbox', { name: /^street/i });
      await waitFor(() => expect(street).toHaveValue('410 Harbor Ave'));
      fireEvent.change(street, { target: { value: '412 Harbor Ave' } });
      fireEvent.click(screen.getByRole('button', { name: /save/i }));
      await waitFor(async () =>
        expect(await storedAddress()).toMatchObject({ street1: '412 Harbor Ave', placeId: null }),
      );
    },
  );

  it('shows a contact with links to its students and the actions the advisor may use', async () => {
    await api.signInAs('advisor@demo.test');
    const [parent] = await api.query<{ id: number }>(
      "select p.id from parents p join users u on u.id = p.user_id where u.email = 'parent@demo.test'",
    );
    renderApp(`/admin/parents/${parent!.id}/show`);

    expect(await screen.findByRole('button', { name: 'Lock account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reassign' })).toBeInTheDocument();
    const student = await screen.findByRole('link', { name: /Owen/ });
    expect(student.getAttribute('href')).toMatch(/\/admin\/students\/\d+\/show$/);

    fireEvent.click(screen.getByRole('button', { name: 'Lock account' }));
    expect(await screen.findByText('Lock this account?')).toBeInTheDocument();
  });

  it('hides the CRM actions from an instruction manager', async () => {
    await api.signInAs('manager@demo.test');
    const [parent] = await api.query<{ id: number }>('select id from parents order by id limit 1');
    renderApp(`/admin/parents/${parent!.id}/show`);
    expect(await screen.findByText('Students')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reassign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
  });
});
