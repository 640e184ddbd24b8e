import { normalizeError, readCallFailure, readServerErrors } from '@tp/data-provider';

/**
 * What a failed money call says: a card's failure is on `payment` (the gateway's message, domain
 * cardErrorMessage) and shows as it is; anything else as the error catalogue puts it.
 */
export function failureMessage(error: unknown): string {
  const failure = readCallFailure(error);
  const errors = readServerErrors(failure.body);
  if (errors && !Array.isArray(errors) && errors.payment?.[0]) return errors.payment[0];
  return normalizeError(failure)?.message ?? 'Something went wrong. Please try again.';
}
