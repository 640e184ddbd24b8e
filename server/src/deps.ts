import type { Context } from 'hono';
import type { AppConfig } from './config.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import type { CompressBytes } from './http/compression.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MeetingProvider } from './meetings/meeting-provider.ts';
import type { JobWaker } from './payments/job-waker.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';
import type { PlacesProvider } from './places/places-provider.ts';
import type { ServerCrypto } from './platform/server-crypto.ts';
import type { RealtimePublisher } from './realtime/publisher.ts';
import type { FileStore } from './storage/file-store.ts';

/**
 * Everything the app needs from outside; tests pass their own. Whatever needs Node is here,
 * so the app itself runs on Node (`nodePlatform`, main.ts) and in a browser page
 * (`browserPlatform`, the mocked mode) alike.
 */
export interface AppDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  realtime: RealtimePublisher;
  /** Where uploads and avatars are kept: disk under DATA_DIR/uploads, or an S3-compatible bucket. */
  files: FileStore;
  config: AppConfig;
  /** Tokens, digests, signatures and password hashes: node:crypto, or Web Crypto in a page. */
  crypto: ServerCrypto;
  /** The address of the peer the request came from, when the transport knows one (rate limits). */
  remoteAddress(c: Context): string | undefined;
  /**
   * How API answers above 1 KB are compressed for the network (node:zlib), or false: a page's own
   * app answers through MSW, where a compressed body would reach fetch undecoded.
   */
  compressResponses: CompressBytes | false;
  /** Video meetings; absent: the configured provider (meetings/meetings-from-config.ts). */
  meetings?: MeetingProvider;
  /** Card charges; absent: the configured gateway (payments/payments-from-config.ts). */
  payments?: PaymentGateway;
  /** Address lookups; absent: the configured provider (places/places-from-config.ts). */
  places?: PlacesProvider;
  /** Wakes this process's score report runner for a report queued; absent: no runner here. */
  jobs?: JobWaker;
}
