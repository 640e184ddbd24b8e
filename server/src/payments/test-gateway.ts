/**
 * The built-in TEST gateway (the default): no money moves. The "card" is the browser's TEST
 * token (its outcome and last four digits) or a test card number, sent as the token's dataValue
 * with dataDescriptor TEST_DATA_DESCRIPTOR; each test card
 * answers as Authorize.Net would, with its response reason codes.
 */
import {
  TEST_CARDS,
  cardErrorMessage,
  readTestCardToken,
  testCardOutcome,
  type TestCardOutcome,
} from '@tp/domain';
import {
  GATEWAY_UNAVAILABLE_CODE,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
} from './payment-gateway.ts';

export const TEST_DATA_DESCRIPTOR = 'TEST.CARD';

/** Test card numbers and how the TEST gateway answers them (domain test-cards.ts). */
export { TEST_CARDS };

/** Authorize.Net's reason code for each failing test card. */
const FAILURES: Partial<Record<TestCardOutcome, string>> = {
  declined: '2',
  expired: '8',
  invalidNumber: '6',
};

const failure = (code: string): ChargeResult => ({
  ok: false,
  code,
  message: cardErrorMessage(code),
});

export function testGateway(): PaymentGateway {
  // Idempotency: the same key answers the first result again and charges nothing more.
  const byKey = new Map<string, ChargeResult>();
  const charges = new Map<string, number>();
  return {
    kind: 'test',
    charge(request: ChargeRequest): Promise<ChargeResult> {
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return Promise.resolve(earlier);
      let result: ChargeResult;
      // The browser's TEST tokeniser sends `test:{outcome}:{last4}`; a bare test card number
      // (the first TEST form, and the server's own tests) still works.
      const card = request.opaqueData.dataValue.replace(/\s+/g, '');
      const token = readTestCardToken(card) ?? {
        outcome: testCardOutcome(card),
        last4: card.slice(-4),
      };
      const code = FAILURES[token.outcome];
      if (request.opaqueData.dataDescriptor !== TEST_DATA_DESCRIPTOR) result = failure('E00114');
      else if (token.outcome === 'timeout') result = failure(GATEWAY_UNAVAILABLE_CODE);
      else if (code) result = failure(code);
      else {
        const transactionId = `test-${globalThis.crypto.randomUUID()}`;
        charges.set(transactionId, request.amount);
        result = { ok: true, transactionId, amount: request.amount, last4: token.last4 };
      }
      // A timeout is not remembered: the client may retry the same order.
      if (result.ok || result.code !== GATEWAY_UNAVAILABLE_CODE)
        byKey.set(request.idempotencyKey, result);
      return Promise.resolve(result);
    },
    refund(request: RefundRequest): Promise<RefundResult> {
      const charged = charges.get(request.transactionId);
      // Reason code 54: the referenced transaction does not meet the criteria for a credit.
      if (charged === undefined || request.amount > charged || request.amount <= 0)
        return Promise.resolve({ ok: false, code: '54', message: cardErrorMessage('54') });
      charges.set(request.transactionId, charged - request.amount);
      return Promise.resolve({ ok: true, transactionId: `test-${globalThis.crypto.randomUUID()}` });
    },
  };
}
