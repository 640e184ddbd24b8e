import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PACE_STEP_MESSAGE } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();
const SLOW = 60_000;

async function demoStudent() {
  const [row] = await api.query<{ id: number; name: string }>(
    `select s.id, s.first_name || ' ' || s.last_name as name
       from students s join users u on u.id = s.user_id where u.email = 'student@demo.test'`,
  );
  return row!;
}

describe("A student's pace on the show page", () => {
  it(
    'lets an admin change it, with the spec’s messages and toast',
    async () => {
      const student = await demoStudent();
      await api.signInAs('admin@demo.test');
      renderApp(`/admin/students/${student.id}/show`);
      expect(await screen.findByTestId('student-pace', {}, { timeout: 20_000 })).toHaveTextContent(
        '2 h a week',
      );
      fireEvent.click(
        await screen.findByRole('button', { name: 'Edit pace' }, { timeout: 10_000 }),
      );
      const input = await screen.findByLabelText(/Pace \(hours a week\)/);
      fireEvent.change(input, { target: { value: '2.3' } });
      expect(await screen.findByText(PACE_STEP_MESSAGE)).toBeInTheDocument();
      fireEvent.change(input, { target: { value: '3.25' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText(`Successfully changed ${student.name}'s velocity`),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByTestId('student-pace')).toHaveTextContent('3 h 15 min a week'),
      );
    },
    SLOW,
  );

  it(
    'shows other staff the pace without the control',
    async () => {
      const student = await demoStudent();
      await api.signInAs('advisor@demo.test');
      renderApp(`/admin/students/${student.id}/show`);
      expect(
        await screen.findByTestId('student-pace', {}, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit pace' })).toBeNull();
    },
    SLOW,
  );
});
