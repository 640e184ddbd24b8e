import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@tp/data-provider';
import { NO_HOURLY_PRICE_MESSAGE, ORDER_PROCESSED_MESSAGE, type AddHoursPrice } from '@tp/domain';
import { startTestApi } from '@tp/mocks/node';
import {
  AddHoursDialog,
  type AddHoursDialogProps,
  type AddHoursPayWith,
} from './AddHoursDialog.tsx';
import { loadAddHoursPrice } from './add-hours-order.ts';

/**
 * The Add Tutoring Hours dialog against the real API (in-process, over the demo world), signed
 * in as parent@demo.test, on their child's tutoring enrollment; the TEST gateway declines
 * 4000000000000002 and approves 4111111111111111.
 */
const api = startTestApi();
const DECLINED = '4000000000000002';
const APPROVED = '4111111111111111';
let enrollmentId: number;
let studentId: number;

beforeEach(async () => {
  const [row] = await api.query<{ id: number; student_id: number }>(
    `select e.id, e.student_id from enrollments e join students s on s.id = e.student_id
       join users u on u.id = s.user_id join courses c on c.id = e.course_id
      where u.email = 'student@demo.test' and e.status = 'active' and c.duration is not null
      order by e.id limit 1`,
  );
  enrollmentId = row!.id;
  studentId = row!.student_id;
  await api.signInAs('parent@demo.test');
}, 60_000);

const PRICE: AddHoursPrice = {
  hours: 5,
  subtotalCents: 32500,
  couponCode: null,
  discountCents: 0,
  totalCents: 32500,
};

function renderDialog(
  payWith: AddHoursPayWith = { kind: 'new-card' },
  price: AddHoursDialogProps['price'] = PRICE,
) {
  const onProcessed = vi.fn();
  const onClose = vi.fn();
  render(
    <AddHoursDialog
      httpClient={createHttpClient({ baseUrl: window.location.origin })}
      enrollmentId={enrollmentId}
      courseTitle="Private Tutoring"
      studentName="Sam Student"
      payWith={payWith}
      price={price}
      onProcessed={onProcessed}
      onClose={onClose}
    />,
  );
  return { onProcessed, onClose };
}

/** The idempotency keys of the add_hours calls, in order (the call itself goes on to the API). */
function recordOrderKeys(): string[] {
  const keys: string[] = [];
  api.server.use(
    http.post('*/api/v2/enrollments/:id/add_hours', async ({ request }) => {
      const body = (await request.clone().json()) as { idempotencyKey: string };
      keys.push(body.idempotencyKey);
    }),
  );
  return keys;
}

/** The bodies of the add_hours calls, in order (the call itself goes on to the API). */
function recordOrderBodies(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  api.server.use(
    http.post('*/api/v2/enrollments/:id/add_hours', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return bodies;
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.clear(screen.getByLabelText(/Card number/));
  await user.type(screen.getByLabelText(/Card number/), number);
  await user.clear(screen.getByLabelText(/^MM/));
  await user.type(screen.getByLabelText(/^MM/), '12');
  await user.clear(screen.getByLabelText(/^YY/));
  await user.type(screen.getByLabelText(/^YY/), '30');
  await user.clear(screen.getByLabelText(/^CVV/));
  await user.type(screen.getByLabelText(/^CVV/), '123');
}

describe('AddHoursDialog', { timeout: 30_000 }, () => {
  it('keeps Confirm disabled until a card number is typed', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add Tutoring Hours' })).toHaveTextContent(
      '5 more hours of Private Tutoring for Sam Student.',
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Card number/), APPROVED);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('shows the amount the server prices before Confirm: the demo brand’s $65 an hour', async () => {
    const client = createHttpClient({ baseUrl: window.location.origin });
    const price = await loadAddHoursPrice(client, studentId, enrollmentId);
    expect(price).toMatchObject({ hours: 5, subtotalCents: 32500, totalCents: 32500 });
    renderDialog({ kind: 'new-card' }, price);
    expect(screen.getByLabelText('Amount to charge')).toHaveTextContent('5 hours · $325.00');
  });

  it('shows the enrollment coupon’s discount and the total', () => {
    renderDialog(
      { kind: 'new-card' },
      { ...PRICE, couponCode: 'TENOFF', discountCents: 3250, totalCents: 29250 },
    );
    const amount = screen.getByLabelText('Amount to charge');
    expect(amount).toHaveTextContent('5 hours · $325.00');
    expect(amount).toHaveTextContent('Coupon TENOFF: −$32.50');
    expect(amount).toHaveTextContent('Total charged: $292.50');
  });

  it('prices a typed coupon on the server before Confirm, and charges that total', async () => {
    api.willWrite();
    const user = userEvent.setup();
    const bodies = recordOrderBodies();
    const { onProcessed } = renderDialog();
    await typeCard(user, APPROVED);
    await user.type(screen.getByLabelText(/Coupon code/), 'save25');
    const amount = await screen.findByLabelText('Amount to charge');
    await waitFor(() => expect(amount).toHaveTextContent('Coupon SAVE25: −$25.00'));
    expect(amount).toHaveTextContent('Total charged: $300.00');
    expect(screen.queryByText(/taken off when you confirm/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onProcessed).toHaveBeenCalledWith(ORDER_PROCESSED_MESSAGE));
    expect(bodies[0]).toMatchObject({ couponCode: 'save25' });
    const [paid] = await api.query<{ total: number }>(
      `select total_cents as total from payments where coupon_code = 'SAVE25' order by id desc limit 1`,
    );
    expect(paid!.total).toBe(30000);
  });

  it.each([
    ['SUMMER2020', 'This coupon has expired.'],
    ['RETIRED', 'This coupon is no longer active.'],
    ['NO-SUCH-COUPON', 'This coupon code is not valid.'],
  ])('refuses %s before Confirm in the server’s words, Confirm disabled', async (code, text) => {
    const user = userEvent.setup();
    renderDialog();
    await typeCard(user, APPROVED);
    await user.type(screen.getByLabelText(/Coupon code/), code);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(/Coupon code/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByLabelText('Amount to charge')).not.toHaveTextContent('Total charged');
  });

  it('offers no Confirm and says why when the brand has no hourly price set', async () => {
    const user = userEvent.setup();
    renderDialog({ kind: 'new-card' }, null);
    await user.type(screen.getByLabelText(/Card number/), APPROVED);
    expect(screen.getByText(NO_HOURLY_PRICE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('shows a malformed card’s message by its code, before anything is sent', async () => {
    const user = userEvent.setup();
    const keys = recordOrderKeys();
    renderDialog();
    await typeCard(user, APPROVED);
    await user.clear(screen.getByLabelText(/^MM/));
    await user.type(screen.getByLabelText(/^MM/), '13');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid expiration month')).toBeInTheDocument();
    expect(keys).toEqual([]);
  });

  it('shows the declined card’s message, then processes the order under a new key', async () => {
    api.willWrite();
    const user = userEvent.setup();
    const keys = recordOrderKeys();
    const { onProcessed } = renderDialog();
    await typeCard(user, DECLINED);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('This transaction has been declined. (error 2)'),
    ).toBeInTheDocument();

    await typeCard(user, APPROVED);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onProcessed).toHaveBeenCalledWith(ORDER_PROCESSED_MESSAGE));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('retries an order whose answer was lost under the same key, so it is charged once', async () => {
    api.willWrite();
    const user = userEvent.setup();
    api.server.use(
      http.post('*/api/v2/enrollments/:id/add_hours', () => HttpResponse.error(), { once: true }),
    );
    // Added last, so it runs first: it records the key, then the lost answer (once) happens.
    const keys = recordOrderKeys();
    const { onProcessed } = renderDialog();
    await typeCard(user, APPROVED);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/could not tell whether your order went through/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onProcessed).toHaveBeenCalledWith(ORDER_PROCESSED_MESSAGE));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('refuses a malformed coupon code on the field, Confirm disabled', async () => {
    const user = userEvent.setup();
    renderDialog();
    await typeCard(user, APPROVED);
    await user.type(screen.getByLabelText(/Coupon code/), 'bad code!');
    expect(screen.getByText('This coupon code is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('lets a parent charge the kept card, or choose a new card and type it', async () => {
    const bodies = recordOrderBodies();
    const user = userEvent.setup();
    const { onProcessed } = renderDialog({ kind: 'kept-or-new-card', last4: '1111' });
    const pay = screen.getByRole('radiogroup', { name: 'Pay with' });
    expect(
      screen.getByRole('radio', { name: 'Charge the card on file ending 1111' }),
    ).toBeChecked();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Pay with a new card' }));
    expect(screen.getByLabelText(/Card number/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /card on file/ }));
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(pay).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onProcessed).toHaveBeenCalledWith(ORDER_PROCESSED_MESSAGE));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ keptCard: true });
    expect(bodies[0]).not.toHaveProperty('opaqueData');
  });

  it('charges a new card a parent chooses over the kept one', async () => {
    const bodies = recordOrderBodies();
    const user = userEvent.setup();
    const { onProcessed } = renderDialog({ kind: 'kept-or-new-card', last4: '1111' });
    await user.click(screen.getByRole('radio', { name: 'Pay with a new card' }));
    await typeCard(user, APPROVED);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onProcessed).toHaveBeenCalledWith(ORDER_PROCESSED_MESSAGE));
    expect(bodies[0]).toHaveProperty('opaqueData');
    expect(bodies[0]).not.toHaveProperty('keptCard');
  });

  it('charges the kept card without card fields', async () => {
    renderDialog({ kind: 'kept-card', last4: '4242' });
    expect(screen.getByText(/Charge the card on file ending 4242/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
