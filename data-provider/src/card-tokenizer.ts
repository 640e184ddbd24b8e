/**
 * Turns a card into the opaque token the server charges (issue 11): card numbers never reach
 * our server. Two tokenisers, chosen by the deployment's gateway: Authorize.Net's Accept.js, and
 * the built-in TEST gateway's (no money moves).
 *
 * The contract (CardDetails, OpaqueData, TokenizeResult, tokenizeCard) is what the forms use;
 * the implementation below is the TEST one until Accept.js lands.
 */

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

/** The card as the TEST gateway's token. */
export function tokenizeCard(card: CardDetails): Promise<TokenizeResult> {
  return Promise.resolve({
    ok: true,
    opaqueData: {
      dataDescriptor: TEST_DATA_DESCRIPTOR,
      dataValue: card.cardNumber.replace(/\s+/g, ''),
    },
  });
}
