import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { STAFFING_MESSAGES } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

beforeEach(() => api.signInAs('admin@demo.test'));

/** The sessions list opened with these filters in its address, as the quick filters set them. */
function renderWithFilter(filter: object) {
  renderApp(`/admin/sessions?filter=${encodeURIComponent(JSON.stringify(filter))}`);
}

/** A day long past: no session of the demo world starts in it. */
const EMPTY_DAY = { startsAt: '2001-01-01T05:00:00.000Z', endsAt: '2001-01-02T05:00:00.000Z' };

describe('SessionList', { timeout: 60_000 }, () => {
  it("says the spec's words when no session is without a tutor", async () => {
    renderWithFilter({ ...EMPTY_DAY, unassigned: true });

    expect(
      await screen.findByText(STAFFING_MESSAGES.noUnassignedSessions, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('says no session matches other filters', async () => {
    renderWithFilter(EMPTY_DAY);

    expect(
      await screen.findByText('No session matches these filters.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
