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
  type SaveCardRequest,
  type SaveCardResult,
  type StoredCardChargeRequest,
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

const PROFILE_PREFIX = 'test-card-';

/**
 * A kept TEST card's payment profile id: `test-card-{outcome}-{last4}-{random}`. The card is
 * read back from the id alone, so a card kept by another process, or before a restart, charges
 * as it did when it was kept: the TEST gateway keeps no state that a restart would lose.
 */
export function testPaymentProfileId(card: { outcome: TestCardOutcome; last4: string }): string {
  const random = globalThis.crypto.randomUUID().replaceAll('-', '');
  return `${PROFILE_PREFIX}${card.outcome}-${card.last4}-${random}`;
}

/**
 * The card a TEST payment profile id stands for. An id of another shape (kept before ids
 * carried the card) is the approved test card, since only approved cards are ever kept.
 */
export function readTestPaymentProfileId(paymentProfileId: string): {
  outcome: TestCardOutcome;
  last4: string;
} {
  const match = /^test-card-([a-zA-Z]+)-(\d{4})-[0-9a-f]+$/.exec(paymentProfileId);
  if (match && match[1]! in TEST_CARDS)
    return { outcome: match[1] as TestCardOutcome, last4: match[2]! };
  return { outcome: 'approved', last4: TEST_CARDS.approved.slice(-4) };
}

export function testGateway(): PaymentGateway {
  // Idempotency: the same key answers the first result again and charges nothing more.
  const byKey = new Map<string, ChargeResult>();
  const charges = new Map<string, number>();
  // The card behind each approved charge, for saveCard right after it; a kept card itself is
  // its payment profile id, so it outlives this process (testPaymentProfileId).
  const cardOfCharge = new Map<string, { outcome: TestCardOutcome; last4: string }>();

  /**
   * Answers a TEST token (`test:{outcome}:{last4}`) or a bare test card number as Authorize.Net
   * would, remembering the key's answer.
   */
  function chargeCard(idempotencyKey: string, amount: number, card: string): ChargeResult {
    const earlier = byKey.get(idempotencyKey);
    if (earlier) return earlier;
    const { outcome, last4 } = readTestCardToken(card) ?? {
      outcome: testCardOutcome(card),
      last4: card.slice(-4),
    };
    const code = FAILURES[outcome];
    let result: ChargeResult;
    if (outcome === 'timeout') result = failure(GATEWAY_UNAVAILABLE_CODE);
    else if (code) result = failure(code);
    else {
      const transactionId = `test-${globalThis.crypto.randomUUID()}`;
      charges.set(transactionId, amount);
      cardOfCharge.set(transactionId, { outcome, last4 });
      result = { ok: true, transactionId, amount, last4 };
    }
    // A timeout is not remembered: the client may retry the same order.
    if (result.ok || result.code !== GATEWAY_UNAVAILABLE_CODE) byKey.set(idempotencyKey, result);
    return result;
  }

  const refundsByKey = new Map<string, RefundResult>();
  return {
    kind: 'test',
    charge(request: ChargeRequest): Promise<ChargeResult> {
      const card = request.opaqueData.dataValue.replace(/\s+/g, '');
      if (
        request.opaqueData.dataDescriptor !== TEST_DATA_DESCRIPTOR &&
        !byKey.has(request.idempotencyKey)
      )
        return Promise.resolve(failure('E00114'));
      return Promise.resolve(chargeCard(request.idempotencyKey, request.amount, card));
    },
    void(transactionId: string): Promise<RefundResult> {
      if (!charges.has(transactionId))
        return Promise.resolve({ ok: false, code: '16', message: cardErrorMessage('16') });
      charges.set(transactionId, 0);
      return Promise.resolve({ ok: true, transactionId });
    },
    saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
      const card = cardOfCharge.get(request.transactionId);
      if (!card)
        return Promise.resolve({ ok: false, code: 'E00040', message: cardErrorMessage('E00040') });
      return Promise.resolve({
        ok: true,
        customerProfileId: `test-customer-${request.customerId}`,
        paymentProfileId: testPaymentProfileId(card),
      });
    },
    chargeStoredCard(request: StoredCardChargeRequest): Promise<ChargeResult> {
      const card = readTestPaymentProfileId(request.card.paymentProfileId);
      return Promise.resolve(
        chargeCard(request.idempotencyKey, request.amount, `test:${card.outcome}:${card.last4}`),
      );
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
