/**
 * The server for a browser page (the mocked mode): the same app as on Node, with the browser
 * adapters of what Node gives it. Nothing here or below imports Node, pg, nodemailer, ws,
 * pusher or aws4fetch; `scripts/check-bundles.mjs` builds this entry with Vite to prove it.
 */
export { createApp, type App } from './app.ts';
export { JsonSuffixRouter } from './http/json-suffix-router.ts';
export type { AppDeps } from './deps.ts';
export type { AppConfig } from './config.ts';
export type { Db } from './db/client.ts';
export { restoreDemoFiles } from './db/demo-files.ts';
export { PGLITE_OWN_TEXT_TYPE_PARSERS, pgliteDb } from './db/pglite-db.ts';
export { PGLITE_EXTENSIONS } from './db/pglite-extensions.ts';
export { systemClock, fixedClock, type Clock } from './clock.ts';
export { memoryMailer, type Mailer, type MailMessage } from './mail/mailer.ts';
export type { RealtimePublisher } from './realtime/publisher.ts';
export { memoryFileStore, type FileStore } from './storage/file-store.ts';
export { browserConfig } from './platform/browser-config.ts';
export { browserPlatform } from './platform/browser-platform.ts';
export { webCrypto } from './platform/web-crypto.ts';
export type { ServerCrypto } from './platform/server-crypto.ts';
export { authSessions } from './db/schema/index.ts';
export { authSessionIdOf } from './auth/auth-session.store.ts';
