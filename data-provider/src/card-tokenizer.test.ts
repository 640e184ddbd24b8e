import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CARDS, cardErrorMessage } from '@tp/domain';
import type { AcceptGlobal, AcceptResponse, AcceptSecureData } from './accept-js.ts';
import { CARD_SERVICE_UNAVAILABLE, TEST_DATA_DESCRIPTOR, tokenizeCard } from './card-tokenizer.ts';

const card = { cardNumber: TEST_CARDS.declined, month: '12', year: '30', cardCode: '123' };

describe('tokenizeCard (TEST)', () => {
  it('sends the test outcome and the last four digits, never the card number', async () => {
    const result = await tokenizeCard(card);
    expect(result).toEqual({
      ok: true,
      opaqueData: { dataDescriptor: TEST_DATA_DESCRIPTOR, dataValue: 'test:declined:0002' },
    });
    const approved = await tokenizeCard({ ...card, cardNumber: '4111 1111 1111 1111' });
    expect(approved.ok && approved.opaqueData.dataValue).toBe('test:approved:1111');
  });

  it.each([
    [{ cardNumber: '4111' }, 'E_WC_05'],
    [{ month: '13' }, 'E_WC_06'],
    [{ year: '3' }, 'E_WC_07'],
    [{ cardCode: '12' }, 'E_WC_15'],
  ])('refuses %o with Accept.js’s code', async (change, code) => {
    const result = await tokenizeCard({ ...card, ...change });
    expect(result).toMatchObject({ ok: false, code });
  });
});

describe('tokenizeCard (Accept.js)', () => {
  const payments = {
    gateway: 'authorize-net',
    apiLoginId: 'login-id',
    clientKey: 'public-client-key',
    acceptJsUrl: 'https://jstest.authorize.net/v1/Accept.js',
  } as const;
  const sent: AcceptSecureData[] = [];
  const answerWith = (response: AcceptResponse) => {
    (globalThis as { Accept?: AcceptGlobal }).Accept = {
      dispatchData(secureData, callback) {
        sent.push(secureData);
        callback(response);
      },
    };
  };
  afterEach(() => {
    delete (globalThis as { Accept?: AcceptGlobal }).Accept;
    sent.length = 0;
  });

  it('sends the card to Accept.js with the public keys and answers its token', async () => {
    const opaqueData = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce-1' };
    answerWith({ opaqueData, messages: { resultCode: 'Ok', message: [] } });
    const result = await tokenizeCard({ ...card, cardNumber: '4111 1111 1111 1111' }, payments);
    expect(result).toEqual({ ok: true, opaqueData });
    expect(sent[0]).toMatchObject({
      authData: { clientKey: 'public-client-key', apiLoginID: 'login-id' },
      cardData: { cardNumber: '4111111111111111', month: '12', year: '30', cardCode: '123' },
    });
  });

  it('shows Accept.js’s error through the card error messages', async () => {
    answerWith({
      messages: { resultCode: 'Error', message: [{ code: 'E_WC_08', text: 'Expired.' }] },
    });
    const result = await tokenizeCard(card, payments);
    expect(result).toEqual({ ok: false, code: 'E_WC_08', message: cardErrorMessage('E_WC_08') });
  });

  it('refuses a malformed card before anything leaves the page', async () => {
    answerWith({ messages: { resultCode: 'Ok', message: [] } });
    expect(await tokenizeCard({ ...card, month: '13' }, payments)).toMatchObject({
      code: 'E_WC_06',
    });
    expect(sent).toEqual([]);
  });

  it('says so when Accept.js cannot be loaded', async () => {
    const loading = tokenizeCard(card, payments);
    const script = await vi.waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(
        `script[src="${payments.acceptJsUrl}"]`,
      );
      if (!found) throw new Error('no script yet');
      return found;
    });
    script.dispatchEvent(new Event('error'));
    expect(await loading).toEqual({
      ok: false,
      code: 'ACCEPT_JS_UNAVAILABLE',
      message: CARD_SERVICE_UNAVAILABLE,
    });
  });
});
