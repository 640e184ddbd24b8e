import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function demoTutor(): Promise<{ id: number }> {
  const [row] = await api.query<{ id: number }>(
    `select e.id from employees e join users u on u.id = e.user_id where u.email = 'tutor@demo.test'`,
  );
  return row!;
}

const targetsOf = async (id: number) =>
  (
    await api.query<{ delivery: number; availability: number }>(
      'select delivery_target as delivery, availability_target as availability from tutors where id = $1',
      [id],
    )
  )[0]!;

describe('Edit Targets (spec scheduling §2, §5)', () => {
  it(
    'refuses 81 with the form’s message and saves 0 to 80 with "Updated targets"',
    { timeout: 60_000 },
    async () => {
      api.willWrite();
      const tutor = await demoTutor();
      await api.signInAs('admin@demo.test');
      renderApp(`/admin/tutors/${tutor.id}/show`);

      fireEvent.click(await screen.findByRole('button', { name: 'Edit Targets' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Targets' });
      const delivery = within(dialog).getByLabelText(/delivery target/i);
      const availability = within(dialog).getByLabelText(/availability target/i);

      fireEvent.change(delivery, { target: { value: '81' } });
      fireEvent.change(availability, { target: { value: '' } });
      const puts = () =>
        api.requests.filter((url) => url.pathname === `/api/v2/tutors/${tutor.id}`);
      const before = puts().length;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Please fix the errors on the form.')).toBeInTheDocument();
      expect(within(dialog).getByText('must be a number from 0 to 80')).toBeInTheDocument();
      expect(within(dialog).getByText('is required')).toBeInTheDocument();
      expect(puts()).toHaveLength(before);

      fireEvent.change(delivery, { target: { value: '80' } });
      fireEvent.change(availability, { target: { value: '0' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Updated targets')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Edit Targets' })).not.toBeInTheDocument(),
      );
      expect(await targetsOf(tutor.id)).toEqual({ delivery: 80, availability: 0 });
    },
  );

  it('is not offered to an advisor', async () => {
    const tutor = await demoTutor();
    await api.signInAs('advisor@demo.test');
    renderApp(`/admin/tutors/${tutor.id}/show`);
    expect(await screen.findByText('Time zone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Targets' })).not.toBeInTheDocument();
  });
});
