/**
 * Turns a card into the opaque token the server charges (issue 11): card numbers never reach
 * our server. Two tokenisers, chosen by the deployment's gateway: Authorize.Net's Accept.js, and
 * the built-in TEST gateway's (no money moves).
 *
 * The forms call tokenizeCard with the deployment's payments config (GET /api/config.json).
 */

import { cardErrorMessage, testCardToken } from '@tp/domain';
import { dispatchCard, loadAcceptJs } from './accept-js.ts';
import type { HttpClient } from './http-client.ts';
import { fetchRuntimeConfig, type PaymentsConfig } from './runtime-config.ts';

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

/** What the card form says when Accept.js cannot be reached (no card data was sent). */
export const CARD_SERVICE_UNAVAILABLE =
  'We could not reach the card service. Please check your connection and try again.';

/**
 * The card as the deployment's gateway wants it: through Accept.js for Authorize.Net, else the
 * TEST gateway's token. Both refuse a malformed card with Accept.js's codes first.
 */
export async function tokenizeCard(
  card: CardDetails,
  payments: PaymentsConfig = { gateway: 'test' },
): Promise<TokenizeResult> {
  const checked = await testToken(card);
  if (!checked.ok || payments.gateway === 'test') return checked;
  let accept;
  try {
    accept = await loadAcceptJs(payments.acceptJsUrl);
  } catch {
    return { ok: false, code: 'ACCEPT_JS_UNAVAILABLE', message: CARD_SERVICE_UNAVAILABLE };
  }
  const answer = await dispatchCard(accept, payments, card);
  return answer.ok ? answer : refusal(answer.code);
}

/** tokenizeCard with the deployment's payments config, read once per client. */
export async function tokenizeCardFor(
  httpClient: HttpClient,
  card: CardDetails,
): Promise<TokenizeResult> {
  let payments: PaymentsConfig;
  try {
    ({ payments } = await fetchRuntimeConfig(httpClient));
  } catch {
    return { ok: false, code: 'ACCEPT_JS_UNAVAILABLE', message: CARD_SERVICE_UNAVAILABLE };
  }
  return tokenizeCard(card, payments);
}

/**
 * The card as the TEST gateway's token: the form's checks Accept.js makes (its E_WC_ codes),
 * then only the test outcome and the last four digits (domain test-cards.ts), never the number.
 */
function testToken(card: CardDetails): Promise<TokenizeResult> {
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
