import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { TUTOR_EMAIL, demoUser, startLiveTestApi } from '../../test/test-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = startLiveTestApi();

const LEADER_EMAIL = 'leader@demo.test';
/** The demo world's manager of East Coast Tutors, the team tutor@demo.test is in. */
const DEMO_TEAM_MANAGER_EMAIL = 'rosa.delgado@example.test';

describe('/tutor/team', () => {
  beforeEach(() => api.signInAs(TUTOR_EMAIL));

  it("shows the tutor's team: week, bars, the manager's contact and each tutor's, Email but no Spoof", async () => {
    renderApp('/tutor/team');

    const team = await screen.findByRole('region', { name: 'East Coast Tutors' });
    expect(within(team).getByRole('heading', { name: 'East Coast Tutors' })).toBeInTheDocument();
    expect(within(team).getByText(/^Week \d{1,2}$/)).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: DEMO_TEAM_MANAGER_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${DEMO_TEAM_MANAGER_EMAIL}`,
    );
    const me = await demoUser(api, TUTOR_EMAIL);
    const myCard = within(team).getByRole('listitem', { name: `${me.firstName} ${me.lastName}` });
    expect(within(myCard).getByRole('link', { name: /^Email / })).toHaveAttribute(
      'href',
      `mailto:${TUTOR_EMAIL}`,
    );
    // Their own target history (the three weeks before this one); a teammate's is not theirs to read.
    const history = await within(myCard).findByRole('region', { name: 'Earlier weeks' });
    expect(within(history).getAllByText(/^Week of \d{2}\/\d{2}\/\d{4}$/)).toHaveLength(3);
    expect(within(team).getAllByRole('region', { name: 'Earlier weeks' })).toHaveLength(1);
    // The team's two bars, each tutor's two for this week, and two for each earlier week.
    expect(within(team).getAllByRole('progressbar', { name: /^Delivery \d+%$/ })).toHaveLength(8);
    expect(within(team).getAllByRole('progressbar', { name: /^Availability \d+%$/ })).toHaveLength(
      8,
    );
    // tutor@demo.test manages no team: the server permits no spoof.
    expect(within(team).queryByRole('link', { name: /^Spoof / })).not.toBeInTheDocument();
    expect(api.requestsTo('/api/v2/teams')[0]?.searchParams.get('memberOrManagerId')).toBe(
      String(me.tutorId),
    );
  });

  it('offers the team manager Spoof for each tutor, through the spoof route', async () => {
    await api.signInAs(DEMO_TEAM_MANAGER_EMAIL);
    renderApp('/tutor/team');

    const team = await screen.findByRole('region', { name: 'East Coast Tutors' });
    const me = await demoUser(api, TUTOR_EMAIL);
    const card = within(team).getByRole('listitem', { name: `${me.firstName} ${me.lastName}` });
    expect(within(card).getByRole('link', { name: /^Spoof / })).toHaveAttribute(
      'href',
      `/spoof/Tutor-${me.tutorId}?from=%2Ftutor%2Fteam`,
    );
    expect(within(team).getAllByRole('link', { name: /^Spoof / })).toHaveLength(4);
    // The manager reads each of their tutors' target histories.
    await waitFor(() =>
      expect(within(team).getAllByRole('region', { name: 'Earlier weeks' })).toHaveLength(4),
    );
  });

  it('shows the faculty leader their team, with Spoof for the others but not themselves', async () => {
    await api.signInAs(LEADER_EMAIL);
    renderApp('/tutor/team');

    const team = await screen.findByRole('region', { name: 'West Coast Tutors' });
    const leader = await demoUser(api, LEADER_EMAIL);
    const own = within(team).getByRole('listitem', {
      name: `${leader.firstName} ${leader.lastName}`,
    });
    expect(within(own).queryByRole('link', { name: /^Spoof / })).not.toBeInTheDocument();
    expect(within(team).getAllByRole('link', { name: /^Spoof / })).toHaveLength(5);
    expect(screen.queryByRole('region', { name: 'East Coast Tutors' })).not.toBeInTheDocument();
  });

  it('says "You are not in a team." to a tutor in none', async () => {
    api.willWrite();
    const me = await demoUser(api, TUTOR_EMAIL);
    await api.query('delete from team_memberships where employee_id = $1', [me.tutorId]);
    renderApp('/tutor/team');

    expect(await screen.findByText('You are not in a team.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
