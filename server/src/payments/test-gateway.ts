/**
 * The built-in TEST gateway (the default): no money moves. The "card" is a test card number
 * sent as the token's dataValue with dataDescriptor TEST_DATA_DESCRIPTOR; each test card
 * answers as Authorize.Net would, with its response reason codes.
 */
import { cardErrorMessage } from '@tp/domain';
import {
  GATEWAY_UNAVAILABLE_CODE,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
} from './payment-gateway.ts';

export const TEST_DATA_DESCRIPTOR = 'TEST.CARD';

/** Test card numbers and how the TEST gateway answers them (Authorize.Net reason codes). */
export const TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002', // reason code 2: This transaction has been declined.
  expired: '4000000000000069', // reason code 8: The credit card has expired.
  invalidNumber: '4000000000000010', // reason code 6: The credit card number is invalid.
  timeout: '4000000000000119', // the gateway does not answer
} as const;

const FAILURES: Record<string, string> = {
  [TEST_CARDS.declined]: '2',
  [TEST_CARDS.expired]: '8',
  [TEST_CARDS.invalidNumber]: '6',
};

const failure = (code: string): ChargeResult => ({
  ok: false,
  code,
  message: cardErrorMessage(code),
});

/**
 * A TEST transaction id the gateway refuses to refund, as Authorize.Net refuses a charge that
 * has not settled yet (reason code 54): the demo world's incomplete refund requests use it.
 */
export const TEST_UNSETTLED_TRANSACTION_PREFIX = 'test-unsettled-';

const refundFailure = (code: string): RefundResult => ({
  ok: false,
  code,
  message: REFUND_FAILURE_MESSAGES[code] ?? cardErrorMessage(code),
});
const REFUND_FAILURE_MESSAGES: Record<string, string> = {
  '54': 'The referenced transaction does not meet the criteria for issuing a credit.',
};

/**
 * A refund of a TEST charge. Charges this process made are refunded up to what is left of
 * them; other TEST transactions (made before a restart, or seeded) are refunded as asked: the
 * TEST gateway keeps nothing across restarts, and the server checks the amount against its
 * own payments first. Anything else is reason code 54, like an unsettled charge.
 */
function testRefund(request: RefundRequest, charges: Map<string, number>): RefundResult {
  const charged = charges.get(request.transactionId);
  const isTestTransaction =
    request.transactionId.startsWith('test-') &&
    !request.transactionId.startsWith(TEST_UNSETTLED_TRANSACTION_PREFIX);
  if (request.amount <= 0 || !isTestTransaction) return refundFailure('54');
  if (charged !== undefined) {
    if (request.amount > charged) return refundFailure('54');
    charges.set(request.transactionId, charged - request.amount);
  }
  return { ok: true, transactionId: `test-${globalThis.crypto.randomUUID()}` };
}

export function testGateway(): PaymentGateway {
  // Idempotency: the same key answers the first result again and charges nothing more.
  const byKey = new Map<string, ChargeResult>();
  const charges = new Map<string, number>();
  const refundsByKey = new Map<string, RefundResult>();
  return {
    kind: 'test',
    charge(request: ChargeRequest): Promise<ChargeResult> {
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return Promise.resolve(earlier);
      let result: ChargeResult;
      const card = request.opaqueData.dataValue.replace(/\s+/g, '');
      if (request.opaqueData.dataDescriptor !== TEST_DATA_DESCRIPTOR) result = failure('E00114');
      else if (card === TEST_CARDS.timeout) result = failure(GATEWAY_UNAVAILABLE_CODE);
      else if (FAILURES[card]) result = failure(FAILURES[card]);
      else if (!/^\d{13,19}$/.test(card)) result = failure('6');
      else {
        const transactionId = `test-${globalThis.crypto.randomUUID()}`;
        charges.set(transactionId, request.amount);
        result = { ok: true, transactionId, amount: request.amount, last4: card.slice(-4) };
      }
      // A timeout is not remembered: the client may retry the same order.
      if (result.ok || result.code !== GATEWAY_UNAVAILABLE_CODE)
        byKey.set(request.idempotencyKey, result);
      return Promise.resolve(result);
    },
    refund(request: RefundRequest): Promise<RefundResult> {
      const earlier = refundsByKey.get(request.idempotencyKey);
      if (earlier) return Promise.resolve(earlier);
      const result = testRefund(request, charges);
      refundsByKey.set(request.idempotencyKey, result);
      return Promise.resolve(result);
    },
  };
}
