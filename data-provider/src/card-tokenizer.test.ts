import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@tp/domain';
import { TEST_DATA_DESCRIPTOR, tokenizeCard } from './card-tokenizer.ts';

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
