import { zodResolver } from '@hookform/resolvers/zod';
import { dollarsToCents, refundRequestCreate, refundRequestUpdate } from '@tp/domain';

/**
 * The refund request modal and the edit form validate with the payloads the server validates
 * with (domain's `refundRequestCreate` / `refundRequestUpdate`); the server's 422s (an amount
 * above what is left) land on the same fields.
 */
export const refundCreateResolver = zodResolver(refundRequestCreate);
export const refundEditResolver = zodResolver(refundRequestUpdate);

/** Cents to the dollars the amount input shows. */
export const centsToDollars = (cents: unknown): number | string =>
  typeof cents === 'number' ? cents / 100 : '';

/**
 * What the amount input holds (dollars, as typed) to the cents the payload carries; what is
 * not an amount stays as typed, for the schema to refuse on the field.
 */
export function dollarsInputToCents(value: string | number | null): number | string | null {
  if (value === null || String(value).trim() === '') return null;
  try {
    return dollarsToCents(value);
  } catch {
    return value;
  }
}
