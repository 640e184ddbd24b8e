import { DEFAULT_POG_FORM_URL, PRACTICE_EXAM_SUBJECTS } from '@tp/domain';
import type { AppConfig } from '../../config.ts';
import type { RequestOrigin } from '../../auth/request-origin.ts';

export const PUSHER_AUTH_ENDPOINT = '/api/auth/pusher/auth';

/** pusher-js constructor options, by their pusher-js names, so the apps pass them through. */
export interface ClientRealtimeOptions {
  key: string;
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  wssPort?: number;
  forceTLS: boolean;
  enabledTransports: ['ws', 'wss'];
  authEndpoint: string;
}

/** How the browser turns a card into a token: the TEST form, or Authorize.Net's Accept.js. */
export type ClientPaymentsOptions =
  | { gateway: 'test' }
  | { gateway: 'authorize-net'; apiLoginId: string; clientKey: string; acceptJsUrl: string };

export interface ClientConfig {
  version: string;
  /** The policies (POG) form a POG Form Due notice opens (POG_FORM_URL, else the default). */
  pogFormUrl: string;
  realtime: ClientRealtimeOptions;
  payments: ClientPaymentsOptions;
  /** The tutors' wiki (spec §2: the tutor shell's external wiki link); null: none set. */
  wikiUrl: string | null;
  /** The sign-in page's other ways in, as configured (never their secrets). */
  socialSignIn: { facebook: boolean; oidc: { name: string } | null };
  /**
   * Where the apps reach the exams service (EXAMS_API_URL): '' for this server's own. Calls
   * go to `${examsApiUrl}/api/transcripts...` with the exams token in the header.
   */
  examsApiUrl: string;
  /** The practice video of each subject (PRACTICE_EXAM_VIDEO_URL), null when none is set. */
  practiceExamVideos: Record<string, string | null>;
}

function clientSocialSignIn({ facebook, oidc }: AppConfig['socialSignIn']) {
  return { facebook: Boolean(facebook), oidc: oidc ? { name: oidc.name } : null };
}

function examsOptions(config: AppConfig) {
  const template = config.exams?.practiceVideoUrl;
  return {
    examsApiUrl: config.exams?.apiUrl ?? '',
    practiceExamVideos: Object.fromEntries(
      PRACTICE_EXAM_SUBJECTS.map((subject) => [
        subject,
        template ? template.replaceAll('{subject}', subject) : null,
      ]),
    ),
  };
}

/** The public half of the payments settings (never the transaction key). */
function clientPayments(payments: AppConfig['payments']): ClientPaymentsOptions {
  if (payments.kind === 'test') return { gateway: 'test' };
  return {
    gateway: 'authorize-net',
    apiLoginId: payments.apiLoginId,
    clientKey: payments.clientKey,
    acceptJsUrl: payments.acceptJsUrl,
  };
}

/**
 * What `GET /api/config.json` answers. The embedded endpoint listens on this server's port,
 * so the browser is sent back to the host and port it used to reach the API (through a dev
 * proxy or a load balancer alike); a Pusher cluster is addressed by its cluster name, or by
 * PUSHER_HOST/PUSHER_PORT for a self-hosted compatible server.
 */
export function clientConfig(config: AppConfig, origin: RequestOrigin): ClientConfig {
  const common = {
    enabledTransports: ['ws', 'wss'] as ['ws', 'wss'],
    authEndpoint: PUSHER_AUTH_ENDPOINT,
  };
  const realtime = config.realtime;
  const payments = clientPayments(config.payments);
  if (realtime.kind === 'embedded') {
    return {
      version: config.version,
      pogFormUrl: config.pogFormUrl ?? DEFAULT_POG_FORM_URL,
      payments,
      wikiUrl: config.wikiUrl ?? null,
      socialSignIn: clientSocialSignIn(config.socialSignIn),
      ...examsOptions(config),
      realtime: {
        key: realtime.key,
        cluster: 'local',
        wsHost: origin.hostname,
        wsPort: origin.port ?? 80,
        wssPort: origin.port ?? 443,
        forceTLS: origin.isHttps,
        ...common,
      },
    };
  }
  const selfHosted = realtime.host
    ? { wsHost: realtime.host, wsPort: realtime.port ?? 80, wssPort: realtime.port ?? 443 }
    : {};
  return {
    version: config.version,
    pogFormUrl: config.pogFormUrl ?? DEFAULT_POG_FORM_URL,
    payments,
    wikiUrl: config.wikiUrl ?? null,
    socialSignIn: clientSocialSignIn(config.socialSignIn),
    ...examsOptions(config),
    realtime: {
      key: realtime.key,
      cluster: realtime.cluster,
      ...selfHosted,
      forceTLS: realtime.useTLS,
      ...common,
    },
  };
}
