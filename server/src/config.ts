import path from 'node:path';
import { z } from 'zod';
import {
  fileStoreConfig,
  storageEnvShape,
  type FileStoreConfig,
} from './storage/storage-config.ts';
import { DEFAULT_APP_VERSION } from './version.ts';

/** The environment, parsed once. Nothing else in the server reads `process.env`. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Server processes behind the one port (node's cluster module); above 1 needs DATABASE_URL,
   * since the embedded database belongs to one process.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Where the embedded database, mail and uploads live (default: data/ at the repo root). */
  DATA_DIR: z.string().optional(),
  /** Set to use a PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /** Seed the demo world into an empty database (default on). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Public URL of this deployment, used in mails and printed at start. */
  PUBLIC_URL: z.string().optional(),
  /** Pusher Channels (or a Pusher-compatible cluster) instead of the embedded endpoint. */
  PUSHER_APP_ID: z.string().optional(),
  PUSHER_KEY: z.string().optional(),
  PUSHER_SECRET: z.string().optional(),
  PUSHER_CLUSTER: z.string().optional(),
  PUSHER_HOST: z.string().optional(),
  PUSHER_PORT: z.coerce.number().int().optional(),
  PUSHER_USE_TLS: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v !== 'false'),
  /** Key and secret of the embedded realtime endpoint (random secret per process by default). */
  REALTIME_KEY: z.string().default('local'),
  REALTIME_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tutoring Platform <no-reply@localhost>'),
  /** Directory of the built apps to serve; defaults to the workspaces' dist folders. */
  BACKOFFICE_DIST: z.string().optional(),
  LIVE_SESSION_DIST: z.string().optional(),
  APP_VERSION: z.string().default(DEFAULT_APP_VERSION),
  ...storageEnvShape,
  /**
   * Requests per client address per window (0 turns a limit off): sign-in (password or link),
   * calls that send mail (sso, reset, confirmation and unlock instructions), and calls that
   * use a mailed token (reset, setup, confirm, unlock). Defaults: 30, 20 and 30 a minute, and
   * no limits under NODE_ENV=test (server tests share one address and a frozen clock; the
   * rate-limit tests set their own).
   */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(0).optional(),
  RATE_LIMIT_MAIL: z.coerce.number().int().min(0).optional(),
  RATE_LIMIT_TOKEN: z.coerce.number().int().min(0).optional(),
  /** Personal calendar feed fetches (default 60 a minute): calendar apps poll them. */
  RATE_LIMIT_FEED: z.coerce.number().int().min(0).optional(),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (0: none, the
   * socket's address is the client). Only then is the header trusted for rate limits.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /**
   * How often the durable job runner wakes (charges, notices, campaigns, score reports). Its
   * state is in the database, so a shorter wait only does the same work sooner.
   */
  JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  /** The tutors' wiki, linked from the tutor app's navigation (spec §2 shell); unset: no link. */
  WIKI_URL: z.url().optional(),
  /** The shared secret a telephony provider signs its webhooks with; unset: no webhook route. */
  TELEPHONY_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Video meetings: a Jitsi Meet room on this host unless Zoom is configured. */
  JITSI_BASE_URL: z.url().default('https://meet.jit.si'),
  /** Zoom server-to-server OAuth app: all three turn Zoom meetings on. */
  ZOOM_ACCOUNT_ID: z.string().optional(),
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_CLIENT_SECRET: z.string().optional(),
  ZOOM_OAUTH_URL: z.url().default('https://zoom.us/oauth/token'),
  ZOOM_API_URL: z.url().default('https://api.zoom.us/v2'),
  /** Authorize.Net: login id and transaction key turn it on; else the built-in TEST gateway. */
  AUTHORIZE_NET_API_LOGIN_ID: z.string().optional(),
  AUTHORIZE_NET_TRANSACTION_KEY: z.string().optional(),
  AUTHORIZE_NET_API_URL: z.url().default('https://api.authorize.net/xml/v1/request.api'),
  AUTHORIZE_NET_TIMEOUT_MS: z.coerce.number().int().min(100).default(20000),
  /** The public client key Accept.js tokenises cards with in the browser. */
  AUTHORIZE_NET_CLIENT_KEY: z.string().optional(),
  AUTHORIZE_NET_ACCEPT_JS_URL: z.url().default('https://js.authorize.net/v1/Accept.js'),
  /** Google Places: an API key turns it on; else the built-in places table answers lookups. */
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  GOOGLE_PLACES_API_URL: z.url().default('https://maps.googleapis.com/maps/api/place'),
  GOOGLE_PLACES_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * Sign-in with Facebook (OAuth 2.0, spec §2's social sign-in): an app's id and secret turn it
   * on. The dialog and Graph addresses are settings so that tests can stand in for Facebook.
   */
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_DIALOG_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  /**
   * Sign-in with any OpenID Connect provider (Google, Microsoft Entra, Okta, Keycloak...):
   * its issuer, a client id and secret turn it on; OIDC_NAME is the button's provider name.
   */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().min(1).max(60).default('SSO'),
  /** The policies (POG) form a POG Form Due notice opens: an http(s) address or a path. */
  POG_FORM_URL: z
    .string()
    .regex(/^(https?:\/\/|\/(?!\/))/, 'must be an http(s) address or a path')
    .optional(),
  /**
   * The exams service the apps call (spec sign-in-exams §7), e.g. an institution's own:
   * its base URL, under which /api/transcripts... live. Unset: this server's built-in one.
   */
  EXAMS_API_URL: z.url().optional(),
  /**
   * The practice exam videos (spec §2 /practice-exam/{subject}): an address with `{subject}`
   * (act, act-extended-time, psat, ...), one video per subject. Unset: no video is offered.
   */
  PRACTICE_EXAM_VIDEO_URL: z
    .string()
    .regex(/^(https?:\/\/|\/(?!\/))/, 'must be an http(s) address or a path')
    .refine((value) => value.includes('{subject}'), 'must contain {subject}')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  /** Server processes `npm start` runs behind `port` (WORKERS). */
  workers: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  publicUrl: string | undefined;
  version: string;
  /** The policies (POG) form (POG_FORM_URL); absent: domain's DEFAULT_POG_FORM_URL. */
  pogFormUrl?: string;
  realtime:
    | { kind: 'embedded'; key: string; secret: string }
    | {
        kind: 'pusher';
        appId: string;
        key: string;
        secret: string;
        cluster: string;
        host: string | undefined;
        port: number | undefined;
        useTLS: boolean;
      };
  smtpUrl: string | undefined;
  mailFrom: string;
  backofficeDist: string;
  liveSessionDist: string;
  /** Where uploads and avatars are kept: `${dataDir}/uploads` on disk, or an S3-compatible bucket. */
  fileStore: FileStoreConfig;
  rateLimits: RateLimitConfig;
  trustProxyHops: number;
  /** Milliseconds between the job runner's passes (JOB_INTERVAL_SECONDS). */
  jobIntervalMs: number;
  meetings: MeetingsConfig;
  payments: PaymentsConfig;
  places: PlacesConfig;
  /** Sign-in through Facebook or an OpenID Connect provider; each absent unless configured. */
  socialSignIn: SocialSignInConfig;
  /** The tutors' wiki the tutor app links to (WIKI_URL); absent: the app shows no link. */
  wikiUrl?: string;
  /** The exams service (EXAMS_API_URL; absent: built in) and the practice videos' address. */
  exams?: { apiUrl?: string; practiceVideoUrl?: string };
  /** TELEPHONY_WEBHOOK_SECRET: set, /webhooks/telephony/* takes a provider's signed reports. */
  telephonyWebhookSecret?: string;
}

/** Where the address finder's lookups go (server/src/places). */
export type PlacesConfig =
  | { kind: 'built-in' }
  | { kind: 'google'; apiKey: string; apiUrl: string; timeoutMs: number };

export interface SocialSignInConfig {
  facebook?: { clientId: string; clientSecret: string; dialogUrl: string; graphUrl: string };
  oidc?: { issuer: string; clientId: string; clientSecret: string; name: string };
}

function socialSignInFrom(env: Env): SocialSignInConfig {
  return {
    ...(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
      ? {
          facebook: {
            clientId: env.FACEBOOK_CLIENT_ID,
            clientSecret: env.FACEBOOK_CLIENT_SECRET,
            dialogUrl: env.FACEBOOK_DIALOG_URL,
            graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
          },
        }
      : {}),
    ...(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          oidc: {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME,
          },
        }
      : {}),
  };
}

function placesFrom(env: Env): PlacesConfig {
  if (!env.GOOGLE_PLACES_API_KEY) return { kind: 'built-in' };
  return {
    kind: 'google',
    apiKey: env.GOOGLE_PLACES_API_KEY,
    apiUrl: env.GOOGLE_PLACES_API_URL.replace(/\/+$/, ''),
    timeoutMs: env.GOOGLE_PLACES_TIMEOUT_MS,
  };
}

/** Where card charges go (server/src/payments). */
export type PaymentsConfig =
  | { kind: 'test' }
  | {
      kind: 'authorize-net';
      apiLoginId: string;
      transactionKey: string;
      apiUrl: string;
      timeoutMs: number;
      /** Public: the browser's Accept.js needs it (with the login id) to tokenise a card. */
      clientKey: string;
      acceptJsUrl: string;
    };

function paymentsFrom(env: Env): PaymentsConfig {
  if (env.AUTHORIZE_NET_API_LOGIN_ID && env.AUTHORIZE_NET_TRANSACTION_KEY) {
    return {
      kind: 'authorize-net',
      apiLoginId: env.AUTHORIZE_NET_API_LOGIN_ID,
      transactionKey: env.AUTHORIZE_NET_TRANSACTION_KEY,
      apiUrl: env.AUTHORIZE_NET_API_URL,
      timeoutMs: env.AUTHORIZE_NET_TIMEOUT_MS,
      clientKey: env.AUTHORIZE_NET_CLIENT_KEY ?? '',
      acceptJsUrl: env.AUTHORIZE_NET_ACCEPT_JS_URL,
    };
  }
  return { kind: 'test' };
}

/** Where sessions' video meetings are made (server/src/meetings). */
export type MeetingsConfig =
  | { kind: 'jitsi'; baseUrl: string }
  | {
      kind: 'zoom';
      accountId: string;
      clientId: string;
      clientSecret: string;
      oauthUrl: string;
      apiUrl: string;
    };

function meetingsFrom(env: Env): MeetingsConfig {
  if (env.ZOOM_ACCOUNT_ID && env.ZOOM_CLIENT_ID && env.ZOOM_CLIENT_SECRET) {
    return {
      kind: 'zoom',
      accountId: env.ZOOM_ACCOUNT_ID,
      clientId: env.ZOOM_CLIENT_ID,
      clientSecret: env.ZOOM_CLIENT_SECRET,
      oauthUrl: env.ZOOM_OAUTH_URL,
      apiUrl: env.ZOOM_API_URL.replace(/\/+$/, ''),
    };
  }
  return { kind: 'jitsi', baseUrl: env.JITSI_BASE_URL.replace(/\/+$/, '') };
}

/** Fixed-window limits per client address; a max of 0 means no limit. */
export interface RateLimitConfig {
  windowMs: number;
  signIn: number;
  mail: number;
  token: number;
  /** Personal calendar feed fetches. */
  feed: number;
}

function rateLimitsFrom(env: Env): RateLimitConfig {
  const unlimited = env.NODE_ENV === 'test';
  return {
    windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
    signIn: env.RATE_LIMIT_SIGN_IN ?? (unlimited ? 0 : 30),
    mail: env.RATE_LIMIT_MAIL ?? (unlimited ? 0 : 20),
    token: env.RATE_LIMIT_TOKEN ?? (unlimited ? 0 : 30),
    feed: env.RATE_LIMIT_FEED ?? (unlimited ? 0 : 60),
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const env = envSchema.parse(source);
  const root = path.resolve(import.meta.dirname, '..', '..');
  const pusherConfigured = Boolean(env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    workers: env.WORKERS,
    host: env.HOST,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(root, 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: env.SEED_DEMO,
    publicUrl: env.PUBLIC_URL,
    version: env.APP_VERSION,
    ...(env.POG_FORM_URL ? { pogFormUrl: env.POG_FORM_URL } : {}),
    realtime: pusherConfigured
      ? {
          kind: 'pusher',
          appId: env.PUSHER_APP_ID!,
          key: env.PUSHER_KEY!,
          secret: env.PUSHER_SECRET!,
          cluster: env.PUSHER_CLUSTER ?? 'mt1',
          host: env.PUSHER_HOST,
          port: env.PUSHER_PORT,
          useTLS: env.PUSHER_USE_TLS,
        }
      : {
          kind: 'embedded',
          key: env.REALTIME_KEY,
          secret: env.REALTIME_SECRET ?? crypto.randomUUID(),
        },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    backofficeDist: env.BACKOFFICE_DIST ?? path.join(root, 'backoffice', 'dist'),
    liveSessionDist: env.LIVE_SESSION_DIST ?? path.join(root, 'live-session', 'dist'),
    fileStore: fileStoreConfig(env),
    rateLimits: rateLimitsFrom(env),
    trustProxyHops: env.TRUST_PROXY_HOPS,
    jobIntervalMs: env.JOB_INTERVAL_SECONDS * 1000,
    meetings: meetingsFrom(env),
    payments: paymentsFrom(env),
    places: placesFrom(env),
    socialSignIn: socialSignInFrom(env),
    ...(env.WIKI_URL ? { wikiUrl: env.WIKI_URL } : {}),
    exams: {
      ...(env.EXAMS_API_URL ? { apiUrl: env.EXAMS_API_URL.replace(/\/+$/, '') } : {}),
      ...(env.PRACTICE_EXAM_VIDEO_URL ? { practiceVideoUrl: env.PRACTICE_EXAM_VIDEO_URL } : {}),
    },
    ...(env.TELEPHONY_WEBHOOK_SECRET
      ? { telephonyWebhookSecret: env.TELEPHONY_WEBHOOK_SECRET }
      : {}),
  };
}

/** The embedded database's data directory (PGlite), used when no DATABASE_URL is set. */
export function embeddedDatabaseDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'db');
}
