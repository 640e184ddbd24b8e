import type { AppConfig } from '../config.ts';
import { DEFAULT_APP_VERSION } from '../version.ts';
import { webCrypto } from './web-crypto.ts';

/**
 * The configuration of the app running in a browser page (the mocked mode), where there is
 * no environment to read: no ports, directories or outside services. Mailed links point at
 * the page's own origin (the request's), realtime is the page's local transport signing
 * with a secret of this page, and rate limits are off (every call comes from one page).
 */
export function browserConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'development',
    port: 0,
    workers: 1,
    host: 'in-page',
    dataDir: 'memory://',
    databaseUrl: undefined,
    seedDemo: false,
    publicUrl: undefined,
    version: DEFAULT_APP_VERSION,
    realtime: { kind: 'embedded', key: 'local', secret: webCrypto.randomToken() },
    smtpUrl: undefined,
    mailFrom: 'Tutoring Platform <no-reply@localhost>',
    backofficeDist: '',
    liveSessionDist: '',
    fileStore: { kind: 'memory' },
    rateLimits: { windowMs: 60_000, signIn: 0, mail: 0, token: 0, feed: 0 },
    trustProxyHops: 0,
    // The page runs no job runner; the value only completes the configuration.
    jobIntervalMs: 60_000,
    meetings: { kind: 'jitsi', baseUrl: 'https://meet.jit.si' },
    payments: { kind: 'test' },
    places: { kind: 'built-in' },
    // No outside identity provider in a browser page.
    socialSignIn: {},
    ...overrides,
  };
}
