import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NO_HOURLY_PRICE_MESSAGE,
  PAY_AS_YOU_GO_OFF_CANCEL_REASON,
  PAY_AS_YOU_GO_TEXTS,
} from '@tp/domain';
import { COMPONENT_TEST_NOW, startLiveTestApi } from '../../../test/test-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * The Hours & pace tab against the real API over the demo world: parent@demo.test's child
 * (student@demo.test) has a Private Tutoring enrollment with hours and upcoming sessions.
 */
const api = startLiveTestApi();
const PARENT_EMAIL = 'parent@demo.test';
const STUDENT_EMAIL = 'student@demo.test';

async function demoChild() {
  const [row] = await api.query<{ studentId: number; enrollmentId: number; title: string }>(
    `select s.id as "studentId", e.id as "enrollmentId", c.title
       from students s join users u on u.id = s.user_id
       join enrollments e on e.student_id = s.id and e.status = 'active'
       join courses c on c.id = e.course_id
      where u.email = $1 and c.duration is not null
        and exists (select 1 from sessions x where x.enrollment_id = e.id and x.starts_at > $2::timestamptz)
      order by e.id limit 1`,
    [STUDENT_EMAIL, COMPONENT_TEST_NOW.toISOString()],
  );
  if (!row) throw new Error('the demo child has no tutoring enrollment with upcoming sessions');
  return row;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(COMPONENT_TEST_NOW);
});
afterEach(() => vi.useRealTimers());

describe('Hours & pace tab', { timeout: 30_000 }, () => {
  it('shows the pace, the hours of the tutoring enrollment and when they run out', async () => {
    const child = await demoChild();
    await api.signInAs(PARENT_EMAIL);
    renderApp(`/parent/students/${child.studentId}/hours`);
    expect(await screen.findByTestId('current-pace', {}, { timeout: 15_000 })).toHaveTextContent(
      '2 h a week',
    );
    const card = screen.getByRole('region', { name: child.title });
    // The figures in the one duration format both apps use ("12 h 45 min").
    expect(within(card).getByTestId('hours-bought')).toHaveTextContent(
      /^\d+ h( \d+ min)?$|^\d+ min$/,
    );
    expect(within(card).getByText(/At this pace the hours run out around/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add Tutoring Hours' })).toBeInTheDocument();
  });

  it('shows a skeleton while the hours load, never a figure of 0', async () => {
    const child = await demoChild();
    await api.signInAs(PARENT_EMAIL);
    // The answer never comes: the tab stays in its loading state.
    api.server.use(http.get('*/api/v2/students/:id/hours', () => new Promise<never>(() => {})));
    renderApp(`/parent/students/${child.studentId}/hours`);
    expect(await screen.findByLabelText('Loading hours', {}, { timeout: 15_000 })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText(/\b0 h(ours?)?\b/)).not.toBeInTheDocument();
  });

  it('shows the declined card’s message, then processes the order with a good card', async () => {
    const child = await demoChild();
    api.willWrite();
    await api.signInAs(PARENT_EMAIL);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderApp(`/parent/students/${child.studentId}/hours`);
    const card = await screen.findByRole('region', { name: child.title }, { timeout: 15_000 });
    const bought = within(card).getByTestId('hours-bought').textContent;
    await user.click(within(card).getByRole('button', { name: 'Add Tutoring Hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tutoring Hours' });
    // The server's price of the order, shown before Confirm ($65 an hour).
    expect(await within(dialog).findByText('5 hours · $325.00')).toBeInTheDocument();
    // The family keeps a card: it is offered first; the parent chooses to type a new one.
    expect(within(dialog).getByRole('radio', { name: /card on file ending/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Pay with a new card' }));
    const fill = async (number: string) => {
      await user.clear(within(dialog).getByLabelText(/Card number/));
      await user.type(within(dialog).getByLabelText(/Card number/), number);
    };
    await fill('4000000000000002');
    await user.type(within(dialog).getByLabelText(/MM/), '12');
    await user.type(within(dialog).getByLabelText(/YY/), '30');
    await user.type(within(dialog).getByLabelText(/CVV/), '123');
    await user.type(within(dialog).getByLabelText(/Name on card/), 'Pat Parent');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('This transaction has been declined. (error 2)'),
    ).toBeInTheDocument();

    await fill('4111111111111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your order has been processed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Tutoring Hours' })).not.toBeInTheDocument(),
    );
    expect(bought).toBeTruthy();
  });

  it('says the brand has no hourly price set, and offers no Confirm, when it has none', async () => {
    const child = await demoChild();
    api.willWrite();
    await api.query(
      `update brands set pricing = pricing - 'hourlyPrice'
        where id = (select c.brand_id from enrollments e join courses c on c.id = e.course_id
                     where e.id = $1)`,
      [child.enrollmentId],
    );
    await api.signInAs(PARENT_EMAIL);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderApp(`/parent/students/${child.studentId}/hours`);
    const card = await screen.findByRole('region', { name: child.title }, { timeout: 15_000 });
    await user.click(within(card).getByRole('button', { name: 'Add Tutoring Hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tutoring Hours' });
    expect(await within(dialog).findByText(NO_HOURLY_PRICE_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('lets the student order 5 hours on the family’s kept card, without Pay As You Go', async () => {
    const child = await demoChild();
    api.willWrite();
    const paymentsBefore = await api.query<{ count: number }>(
      `select count(*)::int as count from payments where enrollment_id = $1`,
      [child.enrollmentId],
    );
    await api.signInAs(STUDENT_EMAIL);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderApp(`/student/students/${child.studentId}/hours`);
    const card = await screen.findByRole('region', { name: child.title }, { timeout: 15_000 });
    expect(within(card).queryByRole('switch', { name: 'Pay As You Go' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Add Tutoring Hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tutoring Hours' });
    // The demo family's card is kept at the TEST gateway (demo-world money.ts): no card fields.
    expect(within(dialog).getByText(/Charge the card on file ending 1111/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Card number/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your order has been processed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const paymentsAfter = await api.query<{ count: number }>(
      `select count(*)::int as count from payments where enrollment_id = $1`,
      [child.enrollmentId],
    );
    expect(paymentsAfter[0]!.count).toBe(paymentsBefore[0]!.count + 1);
  });

  it('tells the student that a parent must pay by card first when no card is kept', async () => {
    const child = await demoChild();
    api.willWrite();
    await api.query(`delete from payment_profiles`);
    await api.signInAs(STUDENT_EMAIL);
    renderApp(`/student/students/${child.studentId}/hours`);
    const card = await screen.findByRole('region', { name: child.title }, { timeout: 15_000 });
    expect(within(card).getByText(/A parent must add hours with a card first/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add Tutoring Hours' })).toBeNull();
  });

  it('turns Pay As You Go on and off through the modal, off removing the upcoming sessions', async () => {
    const child = await demoChild();
    await api.signInAs(PARENT_EMAIL);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderApp(`/parent/students/${child.studentId}/hours`);
    const card = await screen.findByRole('region', { name: child.title }, { timeout: 15_000 });
    expect(within(card).getByText(/[1-9]\d* upcoming sessions?/)).toBeInTheDocument();

    await user.click(within(card).getByRole('switch', { name: 'Pay As You Go' }));
    let dialog = await screen.findByRole('dialog', { name: PAY_AS_YOU_GO_TEXTS.on.title });
    expect(within(dialog).getByText(PAY_AS_YOU_GO_TEXTS.on.body)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(card).getByRole('switch', { name: 'Pay As You Go' })).toBeChecked(),
    );

    await user.click(within(card).getByRole('switch', { name: 'Pay As You Go' }));
    dialog = await screen.findByRole('dialog', { name: PAY_AS_YOU_GO_TEXTS.off.title });
    expect(within(dialog).getByText(PAY_AS_YOU_GO_TEXTS.off.body)).toBeInTheDocument();
    // The sessions Confirm cancels are listed first, from the server, with subject and tutor.
    const upcoming = await api.query<{ id: number }>(
      `select id from sessions where enrollment_id = $1 and canceled_at is null
         and starts_at > $2::timestamptz`,
      [child.enrollmentId, COMPONENT_TEST_NOW.toISOString()],
    );
    const listed = await within(dialog).findByRole('list', { name: 'Sessions to be canceled' });
    expect(within(listed).getAllByRole('listitem')).toHaveLength(upcoming.length);
    api.willWrite();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(card).getByText(/0 upcoming sessions/)).toBeInTheDocument());
    expect(within(card).getByRole('switch', { name: 'Pay As You Go' })).not.toBeChecked();
    const canceled = await api.query<{ reason: string | null }>(
      `select cancel_reason as reason from sessions where id = any($1::int[])`,
      [upcoming.map((s) => s.id)],
    );
    expect(canceled.map((s) => s.reason)).toEqual(
      upcoming.map(() => PAY_AS_YOU_GO_OFF_CANCEL_REASON),
    );
  });
});
