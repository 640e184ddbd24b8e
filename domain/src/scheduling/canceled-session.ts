/**
 * How a canceled session reads wherever it is listed: it stays on record, marked canceled with
 * the reason the family was given (e.g. "Pay As You Go turned off"), and never reads as upcoming.
 */
export function canceledSessionText(session: {
  canceledAt: string | Date | null;
  cancelReason?: string | null;
}): string | null {
  if (!session.canceledAt) return null;
  const reason = session.cancelReason?.trim();
  return reason ? `Canceled: ${reason}` : 'Canceled';
}
