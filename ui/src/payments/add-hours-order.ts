import {
  DEFAULT_API_URL,
  NETWORK_FAILURE_STATUS,
  normalizeError,
  readCallFailure,
  readServerErrors,
  type HttpClient,
  type OpaqueData,
} from '@tp/data-provider';
import type { AddHoursPayload, AddHoursPrice, StudentHours } from '@tp/domain';

/** How an order pays: a new card's one-use token, or the card the family keeps on file. */
export type OrderPayment = { opaqueData: OpaqueData } | { keptCard: true };

/** What add_hours answers (spec: "Your order has been processed"). */
export interface AddHoursAnswer {
  message: string;
}

/**
 * POST /api/v2/enrollments/{id}/add_hours: 5 more hours, charged to the tokenised card or to
 * the kept card. The same idempotency key charges at most once (server charge-once.ts).
 */
export async function addTutoringHours(
  httpClient: HttpClient,
  enrollmentId: number,
  order: AddHoursPayload,
): Promise<AddHoursAnswer> {
  const { json } = await httpClient<AddHoursAnswer>(
    `${DEFAULT_API_URL}/enrollments/${enrollmentId}/add_hours`,
    { method: 'POST', body: order },
  );
  return json;
}

/** A new order's key (16–64 of letters, digits, - and _: domain IDEMPOTENCY_KEY_PATTERN). */
export const newOrderKey = () => `hours-${globalThis.crypto.randomUUID()}`;

/** Why an order failed, as the dialog shows it. */
export interface OrderFailure {
  /** The alert's text: the card's message as the gateway's code maps (domain cardErrorMessage). */
  message: string | null;
  /** The server's text on the coupon field, shown under it. */
  couponError: string | null;
  /**
   * Whether the server refused the order (a 4xx answer): nothing was charged, and the next
   * Confirm is a new order with a new key. When the outcome is unknown (no answer, a 5xx, or
   * "already being processed") the key is kept, so confirming again never charges twice.
   */
  isRefused: boolean;
}

const UNKNOWN_OUTCOME =
  'We could not tell whether your order went through. Confirm again: the same order is never charged twice.';

/** Reads a failed add_hours call (the HTTP client's HttpError, or no answer at all). */
export function readOrderFailure(error: unknown): OrderFailure {
  const failure = readCallFailure(error);
  const isRefused = failure.status >= 400 && failure.status < 500 && failure.status !== 409;
  if (failure.status === NETWORK_FAILURE_STATUS || failure.status === 0)
    return { message: UNKNOWN_OUTCOME, couponError: null, isRefused: false };
  const errors = readServerErrors(failure.body);
  const byField = errors && !Array.isArray(errors) ? errors : {};
  const couponError = byField.couponCode?.join(', ') ?? null;
  // The card's own failure (payment, keptCard) is the gateway's sentence: shown as it is.
  const cardError = byField.payment?.[0] ?? byField.keptCard?.[0] ?? null;
  const onlyCoupon = couponError !== null && Object.keys(byField).length === 1;
  const message = cardError ?? (onlyCoupon ? null : (normalizeError(failure)?.message ?? null));
  return { message, couponError, isRefused };
}

/**
 * The server's price of an enrollment's 5-hour order (GET /students/{id}/hours: addHoursPrice,
 * computed as add_hours charges it); null when the brand has no hourly price set; 'unknown' when the
 * enrollment is not one the hours list shows (a course that does not count hours).
 */
export async function loadAddHoursPrice(
  httpClient: HttpClient,
  studentId: number,
  enrollmentId: number,
): Promise<AddHoursPrice | null | 'unknown'> {
  const { json } = await httpClient<StudentHours>(`${DEFAULT_API_URL}/students/${studentId}/hours`);
  const listed = json.enrollments.find((e) => e.enrollmentId === enrollmentId);
  return listed ? listed.addHoursPrice : 'unknown';
}

/** The server's price of an order with the coupon typed, or its refusal of the coupon. */
export type CouponQuote = { price: AddHoursPrice } | { refusal: string };

/**
 * GET /api/v2/enrollments/{id}/add_hours_price?couponCode=: the price add_hours would charge
 * with `couponCode` (priced by the charge's own code), or the server's refusal of the coupon
 * (unknown, inactive, not valid yet, expired, used up). Other failures throw.
 */
export async function quoteCoupon(
  httpClient: HttpClient,
  enrollmentId: number,
  couponCode: string,
  signal?: AbortSignal,
): Promise<CouponQuote> {
  const query = new URLSearchParams({ couponCode }).toString();
  try {
    const { json } = await httpClient<AddHoursPrice>(
      `${DEFAULT_API_URL}/enrollments/${enrollmentId}/add_hours_price?${query}`,
      { signal },
    );
    return { price: json };
  } catch (error) {
    const refusal = readOrderFailure(error).couponError;
    if (refusal) return { refusal };
    throw error;
  }
}
