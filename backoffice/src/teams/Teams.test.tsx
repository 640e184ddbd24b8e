import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function teamId(name: string): Promise<number> {
  const [row] = await api.query<{ id: number }>('select id from teams where name = $1', [name]);
  return row!.id;
}

describe('Teams', () => {
  it('lists the demo teams with their manager and member counts, and offers Create to an admin', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/teams');

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('East Coast Tutors');
    expect(rows[0]).toHaveTextContent('Rosa Delgado');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['4', '1']));
    expect(rows[1]).toHaveTextContent('West Coast Tutors');
    expect(screen.getByRole('link', { name: /create/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeEnabled();
  });

  it('hides Create from staff who do not manage teams, and gives the spec’s empty sentence', async () => {
    api.willWrite();
    await api.query('delete from teams');
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/teams');

    expect(await screen.findByText('You are not in a team.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
  });

  it('checks the form with domain’s schema before sending anything', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/teams/create');

    fireEvent.change(await screen.findByLabelText(/^name/i), { target: { value: '   ' } });
    const manager = screen.getByLabelText(/^manager/i);
    fireEvent.change(manager, { target: { value: 'Audrey' } });
    fireEvent.click(await screen.findByRole('option', { name: /Audrey Chen-Park/ }));
    const advisors = screen.getByLabelText(/^advisors/i);
    fireEvent.change(advisors, { target: { value: 'Audrey' } });
    fireEvent.click(await screen.findByRole('option', { name: /Audrey Chen-Park/ }));
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText("can't be blank")).toBeInTheDocument();
    // domain's cross-field rule, the one the server applies too.
    expect(screen.getByText('must not include the manager')).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === '/api/v2/teams')).toHaveLength(0);
  });

  it('puts the server’s refusal of a taken name on the form', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    renderApp('/admin/teams/create');

    fireEvent.change(await screen.findByLabelText(/^name/i), {
      target: { value: 'east coast tutors' },
    });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText(/name has already been taken/i)).toBeInTheDocument();
  });

  it('creates a team with a manager and a tutor picked from the autocompletes', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    renderApp('/admin/teams/create');

    fireEvent.change(await screen.findByLabelText(/^name/i), { target: { value: 'Night Owls' } });
    const manager = screen.getByLabelText(/^manager/i);
    fireEvent.change(manager, { target: { value: 'Audrey' } });
    fireEvent.click(await screen.findByRole('option', { name: /Audrey Chen-Park/ }));
    const tutors = screen.getByLabelText(/^tutors/i);
    fireEvent.change(tutors, { target: { value: 'Jamal' } });
    fireEvent.click(await screen.findByRole('option', { name: /Jamal Whitfield/ }));
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText('Team Night Owls created')).toBeInTheDocument();
    const [row] = await api.query<{ tutors: number }>(
      `select count(*)::int as tutors from team_memberships m join teams t on t.id = m.team_id
       where t.name = 'Night Owls' and m.role = 'tutor'`,
    );
    expect(row!.tutors).toBe(1);
  });

  it('shows a team’s members and one stats bar per tutor', async () => {
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/teams/${await teamId('East Coast Tutors')}/show`);

    expect(await screen.findByText('Jamal Whitfield')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('meter')).toHaveLength(4));
    for (const meter of screen.getAllByRole('meter')) {
      expect(Number(meter.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(100);
    }
  });
});
