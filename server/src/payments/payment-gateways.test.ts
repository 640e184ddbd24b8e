import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testCardToken } from '@tp/domain';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { authorizeNetGateway, type AuthorizeNetSettings } from './authorize-net-gateway.ts';
import { GATEWAY_UNAVAILABLE_CODE } from './payment-gateway.ts';
import { paymentsFromConfig } from './payments-from-config.ts';
import {
  TEST_CARDS,
  TEST_DATA_DESCRIPTOR,
  TEST_UNSETTLED_TRANSACTION_PREFIX,
  readTestPaymentProfileId,
  testGateway,
  testPaymentProfileId,
} from './test-gateway.ts';

const key = (n: number) => `order-key-${String(n).padStart(10, '0')}`;
const testCard = (dataValue: string) => ({ dataDescriptor: TEST_DATA_DESCRIPTOR, dataValue });

describe('TEST gateway', () => {
  it('approves the approved card and refunds it', async () => {
    const gateway = testGateway();
    const result = await gateway.charge({
      amount: 32500,
      idempotencyKey: key(1),
      opaqueData: testCard(TEST_CARDS.approved),
      description: '5 hours',
    });
    expect(result).toMatchObject({ ok: true, amount: 32500, last4: '1111' });
    if (!result.ok) throw new Error('expected approval');
    expect(
      await gateway.refund({
        transactionId: result.transactionId,
        amount: 32500,
        last4: '1111',
        idempotencyKey: 'refund-1',
      }),
    ).toMatchObject({ ok: true });
    // Nothing left to refund.
    expect(
      await gateway.refund({
        transactionId: result.transactionId,
        amount: 1,
        last4: '1111',
        idempotencyKey: 'refund-2',
      }),
    ).toMatchObject({ ok: false, code: '54' });
  });

  it('answers a resent refund (same key) with the first refund, refunding once', async () => {
    const gateway = testGateway();
    const charge = await gateway.charge({
      amount: 1000,
      idempotencyKey: key(11),
      opaqueData: testCard(TEST_CARDS.approved),
      description: 'x',
    });
    if (!charge.ok) throw new Error('expected approval');
    const refund = { transactionId: charge.transactionId, amount: 600, last4: '1111' };
    const first = await gateway.refund({ ...refund, idempotencyKey: 'refund-a' });
    expect(first).toMatchObject({ ok: true });
    expect(await gateway.refund({ ...refund, idempotencyKey: 'refund-a' })).toEqual(first);
    // Only 400 is left: a second refund of 600 under another key is refused.
    expect(await gateway.refund({ ...refund, idempotencyKey: 'refund-b' })).toMatchObject({
      ok: false,
      code: '54',
    });
  });

  it('refunds a TEST charge it does not remember, refuses an unsettled one', async () => {
    const gateway = testGateway();
    const refund = { amount: 500, last4: '1111' };
    expect(
      await gateway.refund({ ...refund, transactionId: 'test-seeded-1', idempotencyKey: 'r-1' }),
    ).toMatchObject({ ok: true });
    expect(
      await gateway.refund({
        ...refund,
        transactionId: `${TEST_UNSETTLED_TRANSACTION_PREFIX}1`,
        idempotencyKey: 'r-2',
      }),
    ).toMatchObject({ ok: false, code: '54' });
  });

  it.each([
    [TEST_CARDS.declined, '2', 'This transaction has been declined. (error 2)'],
    [TEST_CARDS.expired, '8', 'The credit card has expired. (error 8)'],
    [TEST_CARDS.invalidNumber, '6', 'The credit card number is invalid. (error 6)'],
    [TEST_CARDS.timeout, GATEWAY_UNAVAILABLE_CODE, 'Payment failed (error GATEWAY_UNAVAILABLE)'],
  ])('fails card %s with Authorize.Net code %s and its text', async (card, code, message) => {
    const result = await testGateway().charge({
      amount: 100,
      idempotencyKey: key(2),
      opaqueData: testCard(card),
      description: 'x',
    });
    expect(result).toEqual({ ok: false, code, message });
  });

  it('charges once for the same idempotency key', async () => {
    const gateway = testGateway();
    const request = {
      amount: 500,
      idempotencyKey: key(3),
      opaqueData: testCard(TEST_CARDS.approved),
      description: 'x',
    };
    const first = await gateway.charge(request);
    const second = await gateway.charge(request);
    expect(second).toEqual(first);
    const other = await gateway.charge({ ...request, idempotencyKey: key(4) });
    expect(other).not.toEqual(first);
  });

  it('charges a card kept by another instance (a restart forgets nothing)', async () => {
    const before = testGateway();
    const charge = await before.charge({
      amount: 500,
      idempotencyKey: key(5),
      opaqueData: testCard(testCardToken(TEST_CARDS.approved)),
      description: 'first',
    });
    if (!charge.ok) throw new Error('expected approval');
    const saved = await before.saveCard({ transactionId: charge.transactionId, customerId: 'p-1' });
    if (!saved.ok) throw new Error('expected a kept card');
    expect(saved.paymentProfileId).toMatch(/^test-card-approved-1111-[0-9a-f]{32}$/);
    expect(saved.paymentProfileId.length).toBeLessThanOrEqual(64);

    const after = testGateway();
    const stored = { amount: 700, idempotencyKey: key(6), card: saved, description: 'later' };
    const result = await after.chargeStoredCard(stored);
    expect(result).toMatchObject({ ok: true, amount: 700, last4: '1111' });
    expect(await after.chargeStoredCard(stored)).toEqual(result);
  });

  it('answers a kept card as its outcome, and an id without one as approved', async () => {
    const gateway = testGateway();
    const charge = (paymentProfileId: string, n: number) =>
      gateway.chargeStoredCard({
        amount: 100,
        idempotencyKey: key(n),
        card: { customerProfileId: 'c', paymentProfileId },
        description: 'x',
      });
    expect(await charge(testPaymentProfileId({ outcome: 'declined', last4: '0002' }), 7)).toEqual({
      ok: false,
      code: '2',
      message: 'This transaction has been declined. (error 2)',
    });
    expect(await charge('test-card-legacy', 8)).toMatchObject({ ok: true, last4: '1111' });
    expect(readTestPaymentProfileId('test-card-expired-0069-ab12')).toEqual({
      outcome: 'expired',
      last4: '0069',
    });
  });
});

/** A stub of Authorize.Net's JSON API on a local port, recording the requests it gets. */
function authorizeNetStub() {
  const seen: Record<string, unknown>[] = [];
  let answer: (body: Record<string, unknown>) => unknown = () => ({});
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      seen.push(body);
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        // The real API prefixes a byte-order mark.
        res.end(`\uFEFF${JSON.stringify(answer(body))}`);
      }, delayMs);
    });
  });
  return {
    server,
    seen,
    answerWith(fn: (body: Record<string, unknown>) => unknown) {
      answer = fn;
    },
    delay(ms: number) {
      delayMs = ms;
    },
  };
}

const approved = {
  transactionResponse: {
    responseCode: '1',
    transId: '60012345678',
    accountNumber: 'XXXX1111',
    messages: [{ code: '1', description: 'This transaction has been approved.' }],
  },
  refId: 'x',
  messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
};
const declined = {
  transactionResponse: {
    responseCode: '2',
    transId: '0',
    errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
  },
  messages: {
    resultCode: 'Error',
    message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }],
  },
};
const expiredToken = {
  messages: { resultCode: 'Error', message: [{ code: 'E00117', text: 'OTS Service Error' }] },
};

describe('Authorize.Net gateway (against a local stub)', () => {
  const stub = authorizeNetStub();
  let settings: AuthorizeNetSettings;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    const { port } = stub.server.address() as AddressInfo;
    settings = {
      kind: 'authorize-net',
      apiLoginId: 'login-1',
      transactionKey: 'key-1',
      apiUrl: `http://127.0.0.1:${port}/xml/v1/request.api`,
      timeoutMs: 300,
    };
  });
  afterAll(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));
  beforeEach(() => {
    stub.seen.length = 0;
    stub.delay(0);
  });

  const opaqueData = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'eyJ0b2tlbiI6' };

  it('keeps a card from a transaction, charges it by profile and voids', async () => {
    const gateway = authorizeNetGateway(settings);
    stub.answerWith(() => ({
      customerProfileId: '900100',
      customerPaymentProfileIdList: ['800200'],
      messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
    }));
    const saved = await gateway.saveCard({ transactionId: '60012345678', customerId: 'parent-7' });
    expect(saved).toEqual({ ok: true, customerProfileId: '900100', paymentProfileId: '800200' });
    expect(stub.seen.at(-1)).toMatchObject({
      createCustomerProfileFromTransactionRequest: {
        transId: '60012345678',
        customer: { merchantCustomerId: 'parent-7' },
      },
    });
    stub.answerWith(() => approved);
    const charged = await gateway.chargeStoredCard({
      amount: 12500,
      idempotencyKey: key(9),
      card: { customerProfileId: '900100', paymentProfileId: '800200' },
      description: 'Installment',
    });
    expect(charged).toMatchObject({ ok: true, transactionId: '60012345678', amount: 12500 });
    expect(stub.seen.at(-1)).toMatchObject({
      createTransactionRequest: {
        transactionRequest: {
          amount: '125.00',
          profile: { customerProfileId: '900100', paymentProfile: { paymentProfileId: '800200' } },
        },
      },
    });
    expect(await gateway.void('60012345678')).toMatchObject({ ok: true });
    expect(stub.seen.at(-1)).toMatchObject({
      createTransactionRequest: {
        transactionRequest: { transactionType: 'voidTransaction', refTransId: '60012345678' },
      },
    });
  });

  it('sends createTransactionRequest with the opaque token and amount in dollars', async () => {
    stub.answerWith(() => approved);
    const result = await authorizeNetGateway(settings).charge({
      amount: 29945,
      idempotencyKey: key(5),
      opaqueData,
      description: '5 tutoring hours',
    });
    expect(result).toEqual({
      ok: true,
      transactionId: '60012345678',
      amount: 29945,
      last4: '1111',
    });
    const request = stub.seen[0]!.createTransactionRequest as {
      merchantAuthentication: unknown;
      refId: string;
      transactionRequest: { transactionType: string; amount: string; payment: unknown };
    };
    expect(request.merchantAuthentication).toEqual({ name: 'login-1', transactionKey: 'key-1' });
    expect(request.refId).toMatch(/^[0-9a-f]{20}$/);
    expect(request.transactionRequest).toMatchObject({
      transactionType: 'authCaptureTransaction',
      amount: '299.45',
      payment: { opaqueData },
    });
    expect(JSON.stringify(stub.seen[0])).not.toMatch(/cardNumber/);
  });

  it('maps a decline and an API error to their codes and messages', async () => {
    const gateway = authorizeNetGateway(settings);
    const charge = () =>
      gateway.charge({ amount: 100, idempotencyKey: key(6), opaqueData, description: 'x' });
    stub.answerWith(() => declined);
    expect(await charge()).toEqual({
      ok: false,
      code: '2',
      message: 'This transaction has been declined. (error 2)',
    });
    stub.answerWith(() => expiredToken);
    expect(await charge()).toEqual({
      ok: false,
      code: 'E00117',
      message: 'Invalid expiration year',
    });
  });

  it('fails as unavailable when the gateway does not answer in time', async () => {
    stub.answerWith(() => approved);
    stub.delay(1000);
    const result = await authorizeNetGateway(settings).charge({
      amount: 100,
      idempotencyKey: key(7),
      opaqueData,
      description: 'x',
    });
    expect(result).toMatchObject({ ok: false, code: GATEWAY_UNAVAILABLE_CODE });
  });

  it('refunds with refTransId and the last four digits', async () => {
    stub.answerWith(() => approved);
    const result = await authorizeNetGateway(settings).refund({
      transactionId: '600123',
      amount: 1000,
      last4: '1111',
      idempotencyKey: 'refund-request-1',
    });
    expect(result).toEqual({ ok: true, transactionId: '60012345678' });
    expect(stub.seen[0]).toMatchObject({
      createTransactionRequest: {
        refId: expect.stringMatching(/^[0-9a-f]{20}$/),
        transactionRequest: {
          transactionType: 'refundTransaction',
          amount: '10.00',
          refTransId: '600123',
          payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
        },
      },
    });
  });
});

describe('gateway from config', () => {
  // Choosing a gateway queries nothing: the database is only used once a TEST card is charged.
  const db = {} as Db;

  it('is TEST by default and Authorize.Net when its settings exist', () => {
    expect(paymentsFromConfig(loadConfig({}).payments, db).kind).toBe('test');
    const config = loadConfig({
      AUTHORIZE_NET_API_LOGIN_ID: 'id',
      AUTHORIZE_NET_TRANSACTION_KEY: 'secret',
    });
    expect(config.payments).toMatchObject({ kind: 'authorize-net', apiLoginId: 'id' });
    expect(paymentsFromConfig(config.payments, db).kind).toBe('authorize-net');
  });
});
