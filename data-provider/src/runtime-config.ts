import type { Options as PusherOptions } from 'pusher-js';
import { DEFAULT_POG_FORM_URL } from '@tp/domain';
import { CONFIG_PATH } from './api-paths.ts';
import type { HttpClient } from './http-client.ts';

export type RealtimeTransport = NonNullable<PusherOptions['enabledTransports']>[number];

/**
 * Where the realtime client connects, in pusher-js's option names. For the server's embedded
 * endpoint wsHost/wsPort are the host and port the browser used to reach the API; for Pusher
 * Channels they may be absent, and pusher-js derives the host from the cluster.
 */
export interface RealtimeConfig {
  key: string;
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  wssPort?: number;
  forceTLS: boolean;
  enabledTransports: RealtimeTransport[];
  /** Where private channels are authorised (`/api/auth/pusher/auth`). */
  authEndpoint: string;
}

/** How the browser tokenises a card: the TEST form, or Authorize.Net's Accept.js. */
export type PaymentsConfig =
  | { gateway: 'test' }
  | { gateway: 'authorize-net'; apiLoginId: string; clientKey: string; acceptJsUrl: string };

/** GET /api/config.json: one build runs against any deployment. */
export interface RuntimeConfig {
  version: string;
  /** The policies (POG) form a POG Form Due notice opens in a new tab. */
  pogFormUrl: string;
  realtime: RealtimeConfig;
  payments: PaymentsConfig;
  /** The tutors' wiki the tutor app links to; null when the deployment sets none. */
  wikiUrl: string | null;
  /** The exams service's base (EXAMS_API_URL); '' for the server's own. */
  examsApiUrl: string;
  /** The practice video of each subject; null (or absent) when none is set. */
  practiceExamVideos: Record<string, string | null>;
}

/** An http(s) base without its trailing slash; anything else means this server's own. */
function readExamsApiUrl(value: unknown): string {
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value.replace(/\/+$/, '') : '';
}

/** Per subject, an http(s) address or a path of this site; anything else is none. */
function readPracticeVideos(value: unknown): Record<string, string | null> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([subject, url]) => [
      subject,
      typeof url === 'string' && /^(https?:\/\/|\/(?!\/))/.test(url) ? url : null,
    ]),
  );
}

/** Only an http(s) address is a link the navigation may open; anything else is none. */
function readWikiUrl(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : null;
}

/** An http(s) address or a path of this site; an older server without one: the default. */
function readPogFormUrl(value: unknown): string {
  return typeof value === 'string' && /^(https?:\/\/|\/(?!\/))/.test(value)
    ? value
    : DEFAULT_POG_FORM_URL;
}

/** The payments half of the answer; an older server without one means the TEST gateway. */
function readPayments(payments: unknown): PaymentsConfig {
  if (!isRecord(payments) || payments.gateway !== 'authorize-net') return { gateway: 'test' };
  const { apiLoginId, clientKey, acceptJsUrl } = payments;
  if (typeof apiLoginId !== 'string') throw invalid('payments.apiLoginId');
  if (typeof clientKey !== 'string') throw invalid('payments.clientKey');
  if (typeof acceptJsUrl !== 'string' || !acceptJsUrl.startsWith('https://'))
    throw invalid('payments.acceptJsUrl');
  return { gateway: 'authorize-net', apiLoginId, clientKey, acceptJsUrl };
}

const TRANSPORTS: readonly string[] = ['ws', 'wss', 'xhr_streaming', 'xhr_polling', 'sockjs'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(field: string): Error {
  return new Error(`GET ${CONFIG_PATH} answered no valid ${field}.`);
}

function optionalNumber(source: Record<string, unknown>, field: string): number | undefined {
  const value = source[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') throw invalid(`realtime.${field}`);
  return value;
}

/**
 * The runtime config of an answer, checked field by field: a wrong config would otherwise
 * surface as a socket that silently never connects.
 */
export function readRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isRecord(json) || typeof json.version !== 'string') throw invalid('version');
  const { realtime } = json;
  if (!isRecord(realtime)) throw invalid('realtime');
  const { key, cluster, wsHost, forceTLS, enabledTransports, authEndpoint } = realtime;
  if (typeof key !== 'string' || key === '') throw invalid('realtime.key');
  if (typeof cluster !== 'string') throw invalid('realtime.cluster');
  if (typeof authEndpoint !== 'string' || authEndpoint === '')
    throw invalid('realtime.authEndpoint');
  if (wsHost !== undefined && wsHost !== null && typeof wsHost !== 'string')
    throw invalid('realtime.wsHost');
  const transports = enabledTransports ?? ['ws', 'wss'];
  if (
    !Array.isArray(transports) ||
    !transports.every((t) => typeof t === 'string' && TRANSPORTS.includes(t))
  ) {
    throw invalid('realtime.enabledTransports');
  }
  const config: RealtimeConfig = {
    key,
    cluster,
    forceTLS: forceTLS === true,
    enabledTransports: transports as RealtimeTransport[],
    authEndpoint,
  };
  if (typeof wsHost === 'string') config.wsHost = wsHost;
  const wsPort = optionalNumber(realtime, 'wsPort');
  if (wsPort !== undefined) config.wsPort = wsPort;
  const wssPort = optionalNumber(realtime, 'wssPort');
  if (wssPort !== undefined) config.wssPort = wssPort;
  return {
    version: json.version,
    pogFormUrl: readPogFormUrl(json.pogFormUrl),
    realtime: config,
    payments: readPayments(json.payments),
    wikiUrl: readWikiUrl(json.wikiUrl),
    examsApiUrl: readExamsApiUrl(json.examsApiUrl),
    practiceExamVideos: readPracticeVideos(json.practiceExamVideos),
  };
}

// One promise per client: every caller shares the first request; a failure is not kept.
const cache = new WeakMap<HttpClient, Promise<RuntimeConfig>>();

/** GET /api/config.json once per HTTP client; the promise is shared and cached unless it fails. */
export function fetchRuntimeConfig(httpClient: HttpClient): Promise<RuntimeConfig> {
  const cached = cache.get(httpClient);
  if (cached) return cached;
  const request = httpClient(CONFIG_PATH).then(({ json }) => readRuntimeConfig(json));
  cache.set(httpClient, request);
  request.catch(() => {
    if (cache.get(httpClient) === request) cache.delete(httpClient);
  });
  return request;
}
