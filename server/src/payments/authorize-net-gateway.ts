/**
 * Authorize.Net adapter: createTransactionRequest (JSON API) with the opaque data token from
 * Accept.js, so card numbers never reach this server. The idempotency key is sent as refId
 * (hashed to its 20 characters) and the gateway's duplicate window rejects a second
 * submission; the server also keeps one payment per key.
 */
// @noble/hashes, not node:crypto: the server app also runs in the mocked mode's page.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { cardErrorMessage, type Cents } from '@tp/domain';
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

export interface AuthorizeNetSettings {
  kind: 'authorize-net';
  apiLoginId: string;
  transactionKey: string;
  /** https://api.authorize.net/xml/v1/request.api (or apitest. for the sandbox). */
  apiUrl: string;
  timeoutMs: number;
}

interface ApiMessage {
  code?: string;
  text?: string;
}
interface TransactionResponse {
  responseCode?: string;
  transId?: string;
  accountNumber?: string;
  errors?: { errorCode?: string; errorText?: string }[];
}
interface ApiResponse {
  transactionResponse?: TransactionResponse;
  /** createCustomerProfileFromTransaction's answer. */
  customerProfileId?: string;
  customerPaymentProfileIdList?: string[];
  messages?: { resultCode?: string; message?: ApiMessage[] };
}

const dollars = (cents: Cents) => (cents / 100).toFixed(2);
const refIdOf = (key: string) => bytesToHex(sha256(utf8ToBytes(key))).slice(0, 20);
/** A failure with Authorize.Net's code and its text ("<text> (error <code>)", spec §8). */
const failed = ({ code, text }: { code: string; text?: string }) => ({
  ok: false as const,
  code,
  message: cardErrorMessage(code, text),
});

export function authorizeNetGateway(settings: AuthorizeNetSettings): PaymentGateway {
  const merchantAuthentication = {
    name: settings.apiLoginId,
    transactionKey: settings.transactionKey,
  };

  async function post(body: unknown): Promise<ApiResponse | undefined> {
    try {
      const response = await fetch(settings.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) return undefined;
      // Authorize.Net's JSON starts with a byte-order mark.
      const text = (await response.text()).replace(/^\uFEFF/, '');
      return JSON.parse(text) as ApiResponse;
    } catch {
      return undefined;
    }
  }

  /** The failure of a response, code and text: the transaction's error, else the API message's. */
  function failureOf(response: ApiResponse): { code: string; text?: string } {
    const error = response.transactionResponse?.errors?.[0];
    if (error?.errorCode) return { code: error.errorCode, text: error.errorText };
    const message = response.messages?.message?.[0];
    return { code: message?.code ?? 'unknown', text: message?.text };
  }

  /** An authCaptureTransaction paid with `source` (a token, or a kept card's profile). */
  async function authCapture(
    request: { amount: Cents; idempotencyKey: string; description: string },
    source: Record<string, unknown>,
  ): Promise<ChargeResult> {
    const response = await post({
      createTransactionRequest: {
        merchantAuthentication,
        refId: refIdOf(request.idempotencyKey),
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: dollars(request.amount),
          ...source,
          order: { description: request.description.slice(0, 255) },
          transactionSettings: {
            setting: [{ settingName: 'duplicateWindow', settingValue: '600' }],
          },
        },
      },
    });
    if (!response) return failed({ code: GATEWAY_UNAVAILABLE_CODE });
    const transaction = response.transactionResponse;
    if (
      response.messages?.resultCode === 'Ok' &&
      transaction?.responseCode === '1' &&
      transaction.transId
    )
      return {
        ok: true,
        transactionId: transaction.transId,
        amount: request.amount,
        last4: transaction.accountNumber?.slice(-4),
      };
    return failed(failureOf(response));
  }

  return {
    kind: 'authorize-net',
    charge(request: ChargeRequest): Promise<ChargeResult> {
      return authCapture(request, { payment: { opaqueData: request.opaqueData } });
    },
    chargeStoredCard(request: StoredCardChargeRequest): Promise<ChargeResult> {
      return authCapture(request, {
        profile: {
          customerProfileId: request.card.customerProfileId,
          paymentProfile: { paymentProfileId: request.card.paymentProfileId },
        },
      });
    },
    async saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
      const response = await post({
        createCustomerProfileFromTransactionRequest: {
          merchantAuthentication,
          transId: request.transactionId,
          customer: { merchantCustomerId: request.customerId.slice(0, 20) },
        },
      });
      if (!response) return failed({ code: GATEWAY_UNAVAILABLE_CODE });
      const paymentProfileId = response.customerPaymentProfileIdList?.[0];
      if (response.messages?.resultCode === 'Ok' && response.customerProfileId && paymentProfileId)
        return { ok: true, customerProfileId: response.customerProfileId, paymentProfileId };
      return failed(failureOf(response));
    },
    async void(transactionId: string): Promise<RefundResult> {
      const response = await post({
        createTransactionRequest: {
          merchantAuthentication,
          transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
        },
      });
      if (!response) return failed({ code: GATEWAY_UNAVAILABLE_CODE });
      const transaction = response.transactionResponse;
      if (response.messages?.resultCode === 'Ok' && transaction?.responseCode === '1')
        return { ok: true, transactionId: transaction.transId ?? transactionId };
      return failed(failureOf(response));
    },
    async refund(request: RefundRequest): Promise<RefundResult> {
      const response = await post({
        createTransactionRequest: {
          merchantAuthentication,
          refId: refIdOf(request.idempotencyKey),
          transactionRequest: {
            transactionType: 'refundTransaction',
            amount: dollars(request.amount),
            payment: { creditCard: { cardNumber: request.last4, expirationDate: 'XXXX' } },
            refTransId: request.transactionId,
            // A resent refund (same amount, same charge) within the window is refused as a
            // duplicate instead of refunding twice.
            transactionSettings: {
              setting: [{ settingName: 'duplicateWindow', settingValue: '600' }],
            },
          },
        },
      });
      if (!response) return failed({ code: GATEWAY_UNAVAILABLE_CODE });
      const transaction = response.transactionResponse;
      if (
        response.messages?.resultCode === 'Ok' &&
        transaction?.responseCode === '1' &&
        transaction.transId
      )
        return { ok: true, transactionId: transaction.transId };
      return failed(failureOf(response));
    },
  };
}
