/**
 * Turns a card into the opaque token the server charges (issue 11): card numbers never reach
 * our server. Two tokenisers, chosen by the deployment's gateway: Authorize.Net's Accept.js, and
 * the built-in TEST gateway's (no money moves).
 *
 * The contract (CardDetails, OpaqueData, TokenizeResult, tokenizeCard) is what the forms use;
 * the implementation below is the TEST one until Accept.js lands.
 */

import { cardErrorMessage, testCardToken } from '@tp/domain';

/** What the card form collects. */
export interface CardDetails {
  cardNumber: string;
  /** Two digits, 01–12. */
  month: string;
  /** Two or four digits. */
  year: string;
  cardCode: string;
  fullName?: string;
  zip?: string;
}

/** Accept.js's opaqueData, which POST /enrollments/{id}/add_hours takes as `opaqueData`. */
export interface OpaqueData {
  dataDescriptor: string;
  dataValue: string;
}

/** A tokeniser's failure carries Accept.js's code (E_WC_…), shown through cardErrorMessage. */
export type TokenizeResult =
  | { ok: true; opaqueData: OpaqueData }
  | { ok: false; code: string; message: string };

/** The TEST gateway's descriptor (server/src/payments/test-gateway.ts). */
export const TEST_DATA_DESCRIPTOR = 'TEST.CARD';

const refusal = (code: string): TokenizeResult => ({
  ok: false,
  code,
  message: cardErrorMessage(code),
});

/**
 * The card as the TEST gateway's token: the form's checks Accept.js makes (its E_WC_ codes),
 * then only the test outcome and the last four digits (domain test-cards.ts), never the number.
 */
export function tokenizeCard(card: CardDetails): Promise<TokenizeResult> {
  const number = card.cardNumber.replace(/[\s-]+/g, '');
  const month = card.month.trim();
  const year = card.year.trim();
  if (!/^\d{13,19}$/.test(number)) return Promise.resolve(refusal('E_WC_05'));
  if (!/^(0?[1-9]|1[0-2])$/.test(month)) return Promise.resolve(refusal('E_WC_06'));
  if (!/^(\d{2}|\d{4})$/.test(year)) return Promise.resolve(refusal('E_WC_07'));
  if (!/^\d{3,4}$/.test(card.cardCode.trim())) return Promise.resolve(refusal('E_WC_15'));
  return Promise.resolve({
    ok: true,
    opaqueData: { dataDescriptor: TEST_DATA_DESCRIPTOR, dataValue: testCardToken(number) },
  });
}
