/**
 * Where card charges go (issue 11, "Money"). The browser turns the card into an opaque token
 * (Authorize.Net Accept.js, or the TEST gateway's test token); card numbers never reach this
 * server. Amounts are integer cents (domain payment-rules). Adapters: the built-in TEST gateway
 * (the default) and Authorize.Net when its settings exist (payments-from-config.ts).
 */
import type { Cents } from '@tp/domain';

/** The opaque payment token Accept.js (or the TEST form) hands the browser. */
export interface OpaqueData {
  dataDescriptor: string;
  dataValue: string;
}

export interface ChargeRequest {
  amount: Cents;
  /** One per order attempt: the same key twice is one charge. */
  idempotencyKey: string;
  opaqueData: OpaqueData;
  description: string;
}

/** A failed charge carries the gateway's code (Authorize.Net's) and its message. */
export type ChargeResult =
  | { ok: true; transactionId: string; amount: Cents; last4: string | undefined }
  | { ok: false; code: string; message: string };

export interface RefundRequest {
  transactionId: string;
  amount: Cents;
  /** One per refund: the same key twice is one refund (a retried approval). */
  idempotencyKey: string;
  /** Authorize.Net needs the card's last four digits to refund. */
  last4: string;
}

export type RefundResult =
  | { ok: true; transactionId: string }
  | { ok: false; code: string; message: string };

/** A card kept at the gateway (Authorize.Net's customer profile and its payment profile). */
export interface StoredCard {
  customerProfileId: string;
  paymentProfileId: string;
}

export interface SaveCardRequest {
  /** The approved charge whose card is kept. */
  transactionId: string;
  /** Our id for the customer (the parent), unique at the gateway. */
  customerId: string;
}

export type SaveCardResult =
  | ({ ok: true } & StoredCard)
  | { ok: false; code: string; message: string };

export interface StoredCardChargeRequest {
  amount: Cents;
  idempotencyKey: string;
  card: StoredCard;
  description: string;
}

export interface PaymentGateway {
  readonly kind: 'test' | 'authorize-net';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Cancels an unsettled charge outright (a charge whose order could not be saved). */
  void(transactionId: string): Promise<RefundResult>;
  /** Keeps the card of an approved charge for later charges (installments). */
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>;
  /** Charges a kept card; the same idempotency key twice is one charge. */
  chargeStoredCard(request: StoredCardChargeRequest): Promise<ChargeResult>;
}

/** The code a charge that timed out or could not reach the gateway fails with. */
export const GATEWAY_UNAVAILABLE_CODE = 'GATEWAY_UNAVAILABLE';
