import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_NOW } from '@tp/mocks/node';
import { FORM_ERRORS_MESSAGE } from '@tp/domain';
import {
  FAMILY_START_NOT_OFFERED,
  TutoringBookingContent,
} from './tutoring-form/TutoringBookingContent.tsx';
import {
  renderWithToasts,
  startSchedulingApi,
  testHttpClient,
} from './test/scheduling-test-api.tsx';

// The in-process app takes seconds to start on a loaded machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
startSchedulingApi();

/** The family form on an availability of `minutes` that starts a day after "now". */
function renderFamilyForm(minutes: number) {
  const start = new Date(COMPONENT_TEST_NOW.getTime() + 24 * 3_600_000);
  const end = new Date(start.getTime() + minutes * 60_000);
  const onChanged = vi.fn();
  renderWithToasts(
    <TutoringBookingContent
      slot={{ start, end }}
      httpClient={testHttpClient()}
      booker={{
        kind: 'family',
        now: COMPONENT_TEST_NOW,
        target: {
          student: { id: 1, name: 'Lily Brennan' },
          enrollment: { id: 1, courseTitle: 'Private Tutoring', forceDuration: null },
          tutorId: 1,
          availability: { id: 1, start, end },
        },
      }}
      zone="America/Chicago"
      onBack={() => {}}
      onClose={() => {}}
      onChanged={onChanged}
    />,
  );
  return { onChanged };
}

describe('the family tutoring form', () => {
  it('does not go on to confirm a start it does not offer (no start fits the availability)', async () => {
    // 45 minutes: no 60-minute session starts an hour before its end (spec §5).
    renderFamilyForm(45);
    expect(
      screen.getByText('No start leaves room for this session. Try a shorter one.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(FORM_ERRORS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
  });

  it('goes on to confirm an offered start', async () => {
    renderFamilyForm(120);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Book session' })).toBeInTheDocument();
    expect(screen.queryByText(FORM_ERRORS_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText(FAMILY_START_NOT_OFFERED)).not.toBeInTheDocument();
    expect(within(document.body).getByText(/Lily Brennan/)).toBeInTheDocument();
  });
});
