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
import {
  memoryTestGatewayCharges,
  type TestGatewayCharge,
  type TestGatewayCharges,
} from './test-gateway-charges.ts';

export const TEST_DATA_DESCRIPTOR = 'TEST.CARD';

/** Test card numbers and how the TEST gateway answers them (domain test-cards.ts). */
export { TEST_CARDS };

/** Authorize.Net's reason code for each failing test card. */
const FAILURES: Partial<Record<TestCardOutcome, string>> = {
  declined: '2',
  expired: '8',
  invalidNumber: '6',
};

/**
 * Authorize.Net's text for each reason code the TEST gateway answers, word for word, so its
 * failures read as the real gateway's would (domain cardErrorMessage: "<text> (error <code>)").
 */
export const AUTHORIZE_NET_TEXTS: Readonly<Record<string, string>> = {
  '2': 'This transaction has been declined.',
  '6': 'The credit card number is invalid.',
  '8': 'The credit card has expired.',
  '11': 'A duplicate transaction has been submitted.',
  '16': 'The transaction cannot be found.',
  '54': 'The referenced transaction does not meet the criteria for issuing a credit.',
  E00040: 'The record cannot be found.',
  E00114: 'Invalid OTS Token.',
};

const gatewayMessage = (code: string) => cardErrorMessage(code, AUTHORIZE_NET_TEXTS[code]);

const failure = (code: string): ChargeResult => ({
  ok: false,
  code,
  message: gatewayMessage(code),
});

/**
 * A TEST transaction id the gateway refuses to refund, as Authorize.Net refuses a charge that
 * has not settled yet (reason code 54): the demo world's incomplete refund requests use it.
 */
export const TEST_UNSETTLED_TRANSACTION_PREFIX = 'test-unsettled-';

const refundFailure = (code: string): RefundResult => ({
  ok: false,
  code,
  message: gatewayMessage(code),
});

/**
 * A refund of a TEST charge. Charges this process made are refunded up to what is left of
 * them; other TEST transactions (made by another process, before a restart, or seeded) are
 * refunded as asked: what is left of a charge is not kept across processes, and the server
 * checks the amount against its own payments first. Anything else is reason code 54, like an unsettled charge.
 */
function testRefund(request: RefundRequest, refundable: Map<string, number>): RefundResult {
  const charged = refundable.get(request.transactionId);
  const isTestTransaction =
    request.transactionId.startsWith('test-') &&
    !request.transactionId.startsWith(TEST_UNSETTLED_TRANSACTION_PREFIX);
  if (request.amount <= 0 || !isTestTransaction) return refundFailure('54');
  if (charged !== undefined) {
    if (request.amount > charged) return refundFailure('54');
    refundable.set(request.transactionId, charged - request.amount);
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

/**
 * What a kept charge answers: its approval (it has a transaction), or its failure with
 * Authorize.Net's code (it has no transaction, but an error code: test_gateway_charges' check).
 */
const answerOf = (charge: TestGatewayCharge): ChargeResult =>
  charge.transactionId === null
    ? failure(charge.errorCode ?? '')
    : {
        ok: true,
        transactionId: charge.transactionId,
        amount: charge.amountCents,
        last4: charge.cardLast4 ?? undefined,
      };

/**
 * The TEST gateway. It remembers each charge's answer by idempotency key in `charges` (the
 * database's `test_gateway_charges` for the app, so any process and any restart answers a key
 * as it was first answered; memory for unit tests). What is left to refund of a charge is kept
 * in this process only (testRefund).
 */
export function testGateway(
  charges: TestGatewayCharges = memoryTestGatewayCharges(),
): PaymentGateway {
  // What is left to refund of each charge this process made (a void leaves nothing).
  const refundable = new Map<string, number>();

  /**
   * Answers a TEST token (`test:{outcome}:{last4}`) or a bare test card number as Authorize.Net
   * would, keeping the key's answer: the same key answers it again and charges nothing more.
   */
  async function chargeCard(idempotencyKey: string, amount: number, card: string) {
    const earlier = await charges.byKey(idempotencyKey);
    if (earlier) return answerOf(earlier);
    const { outcome, last4 } = readTestCardToken(card) ?? {
      outcome: testCardOutcome(card),
      last4: card.slice(-4),
    };
    // A timeout is not kept: the client may retry the same order.
    if (outcome === 'timeout') return failure(GATEWAY_UNAVAILABLE_CODE);
    const errorCode = FAILURES[outcome] ?? null;
    const transactionId = errorCode ? null : `test-${globalThis.crypto.randomUUID()}`;
    const kept = await charges.keep({
      idempotencyKey,
      amountCents: amount,
      outcome,
      errorCode,
      transactionId,
      cardLast4: last4,
    });
    // Another call with the key may have been kept first: only this one's charge is refundable.
    if (transactionId && kept.transactionId === transactionId)
      refundable.set(transactionId, amount);
    return answerOf(kept);
  }

  const refundsByKey = new Map<string, RefundResult>();
  return {
    kind: 'test',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const card = request.opaqueData.dataValue.replace(/\s+/g, '');
      if (
        request.opaqueData.dataDescriptor !== TEST_DATA_DESCRIPTOR &&
        !(await charges.byKey(request.idempotencyKey))
      )
        return failure('E00114');
      return chargeCard(request.idempotencyKey, request.amount, card);
    },
    void(transactionId: string): Promise<RefundResult> {
      if (!refundable.has(transactionId))
        return Promise.resolve({ ok: false, code: '16', message: gatewayMessage('16') });
      refundable.set(transactionId, 0);
      return Promise.resolve({ ok: true, transactionId });
    },
    // The card of an approved charge: kept with the charge, so any process may keep it.
    async saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
      const charge = await charges.byTransaction(request.transactionId);
      if (!charge?.cardLast4)
        return { ok: false, code: 'E00040', message: gatewayMessage('E00040') };
      return {
        ok: true,
        customerProfileId: `test-customer-${request.customerId}`,
        paymentProfileId: testPaymentProfileId({
          outcome: charge.outcome,
          last4: charge.cardLast4,
        }),
      };
    },
    chargeStoredCard(request: StoredCardChargeRequest): Promise<ChargeResult> {
      const card = readTestPaymentProfileId(request.card.paymentProfileId);
      return chargeCard(
        request.idempotencyKey,
        request.amount,
        `test:${card.outcome}:${card.last4}`,
      );
    },
    refund(request: RefundRequest): Promise<RefundResult> {
      const earlier = refundsByKey.get(request.idempotencyKey);
      if (earlier) return Promise.resolve(earlier);
      const result = testRefund(request, refundable);
      refundsByKey.set(request.idempotencyKey, result);
      return Promise.resolve(result);
    },
  };
}
