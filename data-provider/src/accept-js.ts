/**
 * Authorize.Net's Accept.js in the page: loaded once from the deployment's URL (its CSP allows
 * that host), then `Accept.dispatchData` sends the card from the browser to Authorize.Net and
 * answers the one-use opaque token our server charges. Card numbers never reach our server.
 */
import type { CardDetails, OpaqueData } from './card-tokenizer.ts';

interface AcceptMessage {
  code: string;
  text: string;
}

export interface AcceptResponse {
  opaqueData?: OpaqueData;
  messages: { resultCode: 'Ok' | 'Error'; message: AcceptMessage[] };
}

export interface AcceptSecureData {
  authData: { clientKey: string; apiLoginID: string };
  cardData: {
    cardNumber: string;
    month: string;
    year: string;
    cardCode: string;
    fullName?: string;
    zip?: string;
  };
}

/** The global Accept.js defines. */
export interface AcceptGlobal {
  dispatchData(secureData: AcceptSecureData, callback: (response: AcceptResponse) => void): void;
}

const acceptOf = () => (globalThis as { Accept?: AcceptGlobal }).Accept;
const loading = new Map<string, Promise<AcceptGlobal>>();

/** Accept.js, loaded once per URL (a failed load may be tried again). */
export function loadAcceptJs(url: string): Promise<AcceptGlobal> {
  const ready = acceptOf();
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<AcceptGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.charset = 'utf-8';
    script.async = true;
    script.onload = () => {
      const accept = acceptOf();
      if (accept) resolve(accept);
      else reject(new Error('Accept.js loaded without defining Accept'));
    };
    script.onerror = () => reject(new Error('Accept.js could not be loaded'));
    document.head.appendChild(script);
  });
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}

/** The card through Accept.js: its token, or its first error (code and text). */
export function dispatchCard(
  accept: AcceptGlobal,
  keys: { apiLoginId: string; clientKey: string },
  card: CardDetails,
): Promise<{ ok: true; opaqueData: OpaqueData } | { ok: false; code: string; text: string }> {
  return new Promise((resolve) => {
    accept.dispatchData(
      {
        authData: { clientKey: keys.clientKey, apiLoginID: keys.apiLoginId },
        cardData: {
          cardNumber: card.cardNumber.replace(/[\s-]+/g, ''),
          month: card.month.trim().padStart(2, '0'),
          year: card.year.trim(),
          cardCode: card.cardCode.trim(),
          ...(card.fullName ? { fullName: card.fullName } : {}),
          ...(card.zip ? { zip: card.zip } : {}),
        },
      },
      (response) => {
        const [first] = response.messages.message;
        if (response.messages.resultCode === 'Ok' && response.opaqueData)
          resolve({ ok: true, opaqueData: response.opaqueData });
        else resolve({ ok: false, code: first?.code ?? 'E_WC_14', text: first?.text ?? '' });
      },
    );
  });
}
