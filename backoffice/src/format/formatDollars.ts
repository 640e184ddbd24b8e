const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `62.5` -> `$62.50`: an amount in dollars as staff read it (rates, payments, refunds). */
export function formatDollars(amount: number): string {
  return DOLLARS.format(amount);
}
