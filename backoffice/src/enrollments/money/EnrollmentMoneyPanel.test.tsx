import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApi } from '../../test/testApi.ts';
import { renderApp } from '../../test/renderApp.tsx';

const api = createTestApi();

/** The demo child's active tutoring enrollment, its brand given a price to charge. */
async function tutoringEnrollment(): Promise<number> {
  const [row] = await api.query<{ id: number }>(
    `select e.id from enrollments e join students s on s.id = e.student_id
       join users u on u.id = s.user_id join courses c on c.id = e.course_id
      where u.email = 'student@demo.test' and e.status = 'active' and c.duration is not null
      order by e.id limit 1`,
  );
  return row!.id;
}

/** An active enrollment in one of the demo world's group classes (no Tutoring sessions). */
async function groupClassEnrollment(): Promise<number> {
  const [row] = await api.query<{ id: number }>(
    `select e.id from enrollments e join courses c on c.id = e.course_id
      where e.status = 'active'
        and not exists (select 1 from session_types st
                         where st.brand_id = c.brand_id and st.session_class = 'Tutoring')
        and not exists (select 1 from sessions s where s.enrollment_id = e.id)
      order by e.id limit 1`,
  );
  return row!.id;
}

describe('Enrollment money panel', () => {
  it('offers no Add 5 hours on a group class, whose course hours are shared', async () => {
    const id = await groupClassEnrollment();
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/enrollments/${id}/show`);
    // The permission checks have answered once the coupon form (asked beside Add hours) shows.
    const money = await screen.findByLabelText('Money', {}, { timeout: 20_000 });
    expect(await within(money).findByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    expect(within(money).queryByRole('button', { name: 'Add 5 hours' })).not.toBeInTheDocument();
  });

  it(
    'adds 5 hours through the shared dialog: a declined card’s message, then the order processed',
    { timeout: 60_000 },
    async () => {
      api.willWrite();
      const id = await tutoringEnrollment();
      await api.signInAs('admin@demo.test');
      const user = userEvent.setup();
      renderApp(`/admin/enrollments/${id}/show`);
      await user.click(
        await screen.findByRole('button', { name: 'Add 5 hours' }, { timeout: 20_000 }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Add Tutoring Hours' });
      // The server's price of the order, shown before Confirm ($65 an hour).
      expect(await within(dialog).findByText('5 hours · $325.00')).toBeInTheDocument();
      const typeCard = async (number: string) => {
        await user.clear(within(dialog).getByLabelText(/Card number/));
        await user.type(within(dialog).getByLabelText(/Card number/), number);
      };
      await typeCard('4000000000000002');
      await user.type(within(dialog).getByLabelText(/^MM/), '12');
      await user.type(within(dialog).getByLabelText(/^YY/), '30');
      await user.type(within(dialog).getByLabelText(/^CVV/), '123');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(
        await within(dialog).findByText('This transaction has been declined. (error 2)'),
      ).toBeInTheDocument();

      await typeCard('4111111111111111');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Your order has been processed')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );
});
