import type { MiddlewareHandler } from 'hono';
import { ESSAY_GRADING_SCREEN_PATH } from '@tp/domain';
import { secureHeaders } from 'hono/secure-headers';
import { requestOrigin } from '../auth/request-origin.ts';
import type { AppConfig } from '../config.ts';
import type { AppEnv } from './context.ts';

/**
 * Where the apps may embed video meetings: Jitsi Meet, the embedded default provider (a Zoom
 * meeting opens in its own tab, which needs no frame).
 */
export const VIDEO_MEETING_FRAME_ORIGINS = ['https://meet.jit.si'] as const;

/** HSTS for a year, once the request came over https (never on plain http: it would stick). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The realtime hosts the apps' pusher-js connects to: none beyond 'self' for the embedded
 * endpoint (same host and port as the page), else the Pusher cluster or the self-hosted one.
 */
export function realtimeConnectSources(realtime: AppConfig['realtime']): string[] {
  if (realtime.kind === 'embedded') return [];
  if (realtime.host) {
    const port = realtime.port ? `:${realtime.port}` : '';
    return realtime.useTLS
      ? [`wss://${realtime.host}${port}`]
      : [`ws://${realtime.host}${port}`, `wss://${realtime.host}${port}`];
  }
  return [`wss://ws-${realtime.cluster}.pusher.com`];
}

/**
 * With Authorize.Net, the pages load Accept.js from its host, which posts the card to
 * Authorize.Net's API hosts straight from the browser (never through us).
 */
export function paymentSources(payments: AppConfig['payments']): {
  script: string[];
  connect: string[];
} {
  if (payments.kind === 'test') return { script: [], connect: [] };
  return { script: [new URL(payments.acceptJsUrl).origin], connect: ['https://*.authorize.net'] };
}

/**
 * The pages' policy: scripts only from our own files (the builds have no inline script),
 * styles also inline (MUI's emotion writes style tags at runtime), connections to ourselves
 * and the realtime host, frames only from the meeting host, and nobody may frame us.
 */
export function appContentSecurityPolicy(config: Pick<AppConfig, 'realtime' | 'payments'>) {
  const payments = paymentSources(config.payments);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...payments.script],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...realtimeConnectSources(config.realtime), ...payments.connect],
    mediaSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...VIDEO_MEETING_FRAME_ORIGINS],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * The API's policy: its answers are data (or the docs page, whose only style is inline), so
 * nothing in them may load or run anything; an uploaded SVG or HTML opened from its URL stays
 * inert.
 */
const API_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  styleSrc: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

const COMMON = {
  xFrameOptions: 'DENY',
  referrerPolicy: 'same-origin',
  // Set below, and only over https.
  strictTransportSecurity: false,
} as const;

/**
 * Security headers on every answer (hono's secureHeaders: nosniff, X-Frame-Options DENY,
 * Referrer-Policy, Cross-Origin-Opener/Resource-Policy, ...), with the app or API policy by
 * path, HSTS when the browser reached us over https, and `Cache-Control: no-store` on API
 * answers that did not choose their own caching (they carry personal data).
 */
export function securityHeaders(
  config: Pick<AppConfig, 'realtime' | 'payments'>,
): MiddlewareHandler<AppEnv> {
  const forApi = secureHeaders({ ...COMMON, contentSecurityPolicy: API_CONTENT_SECURITY_POLICY });
  const forApps = secureHeaders({
    ...COMMON,
    contentSecurityPolicy: appContentSecurityPolicy(config),
  });
  // The built-in exams service's grading screen is framed by the Essay Grading page (spec
  // sign-in-exams §2): by this site alone.
  const forOwnFrame = secureHeaders({
    ...COMMON,
    xFrameOptions: 'SAMEORIGIN',
    contentSecurityPolicy: { ...appContentSecurityPolicy(config), frameAncestors: ["'self'"] },
  });
  return async (c, next) => {
    const isApi = c.req.path === '/api' || c.req.path.startsWith('/api/');
    const framed = c.req.path === ESSAY_GRADING_SCREEN_PATH;
    await (isApi ? forApi : framed ? forOwnFrame : forApps)(c, next);
    if (requestOrigin(c).isHttps) c.header('Strict-Transport-Security', HSTS);
    if (isApi && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}
