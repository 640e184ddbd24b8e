const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `62.5` -> `$62.50 / hr`: a tier's billing rate as staff read it. */
export function formatBillingRate(rate: number): string {
  return `${DOLLARS.format(rate)} / hr`;
}
