import { useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import type { AddHoursPrice } from '@tp/domain';
import { quoteCoupon } from './add-hours-order.ts';

/** How long typing pauses before the coupon is priced (one request per pause, not per key). */
export const COUPON_QUOTE_PAUSE_MS = 400;

export type CouponQuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'priced'; price: AddHoursPrice }
  | { status: 'refused'; refusal: string }
  | { status: 'failed' };

type Answer = Exclude<CouponQuoteState, { status: 'none' } | { status: 'loading' }>;

/**
 * The server's price of the order with the coupon typed ('' for none: nothing asked), after a
 * pause in typing; a newer code cancels the older request. An answer counts only for the code
 * it was asked for, so a stale one never shows.
 */
export function useCouponQuote(
  httpClient: HttpClient,
  enrollmentId: number,
  couponCode: string,
): CouponQuoteState {
  const [answered, setAnswered] = useState<{ code: string; answer: Answer } | null>(null);
  useEffect(() => {
    if (couponCode === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      quoteCoupon(httpClient, enrollmentId, couponCode, controller.signal).then(
        (quote) =>
          setAnswered({
            code: couponCode,
            answer:
              'price' in quote
                ? { status: 'priced', price: quote.price }
                : { status: 'refused', refusal: quote.refusal },
          }),
        () => {
          if (!controller.signal.aborted)
            setAnswered({ code: couponCode, answer: { status: 'failed' } });
        },
      );
    }, COUPON_QUOTE_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [httpClient, enrollmentId, couponCode]);
  if (couponCode === '') return { status: 'none' };
  return answered?.code === couponCode ? answered.answer : { status: 'loading' };
}
