/**
 * The built-in TEST gateway's cards (no money moves) and what each answers, as Authorize.Net
 * would: shared by the browser's TEST tokeniser, which sends only the outcome and the last four
 * digits, and the server's TEST gateway, which answers that outcome.
 */
export const TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002', // reason code 2: This transaction has been declined.
  expired: '4000000000000069', // reason code 8: The credit card has expired.
  invalidNumber: '4000000000000010', // reason code 6: The credit card number is invalid.
  timeout: '4000000000000119', // the gateway does not answer
} as const;

export type TestCardOutcome = keyof typeof TEST_CARDS;

/** What a card number does at the TEST gateway: a listed card's outcome, else approved. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/\s+/g, '');
  const listed = (Object.keys(TEST_CARDS) as TestCardOutcome[]).find(
    (outcome) => TEST_CARDS[outcome] === digits,
  );
  return listed ?? (/^\d{13,19}$/.test(digits) ? 'approved' : 'invalidNumber');
}

/** The TEST token's dataValue: `test:{outcome}:{last4}`, never the card number. */
export const testCardToken = (cardNumber: string): string => {
  const digits = cardNumber.replace(/\s+/g, '');
  return `test:${testCardOutcome(digits)}:${digits.slice(-4)}`;
};

/** Reads a TEST token; null when `value` is not one. */
export function readTestCardToken(
  value: string,
): { outcome: TestCardOutcome; last4: string } | null {
  const match = /^test:([a-zA-Z]+):(\d{4})$/.exec(value);
  if (!match || !(match[1]! in TEST_CARDS)) return null;
  return { outcome: match[1] as TestCardOutcome, last4: match[2]! };
}
