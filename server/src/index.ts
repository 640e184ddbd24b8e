/** The server package's public surface on Node, for tests, the benchmark, mocks and e2e. */
export { createApp, type App } from './app.ts';
export { loadConfig, type AppConfig } from './config.ts';
export { MIGRATIONS_FOLDER, openDatabase, type Database, type Db } from './db/client.ts';
export { pgliteDb } from './db/pglite-db.ts';
export { isDatabaseEmpty, seedDemoWorld, type SeedCounts, type SeedOptions } from './db/seed.ts';
export { generateDemoWorld, type DemoWorld } from './db/demo-world/index.ts';
export { authSessions } from './db/schema/index.ts';
export type { AppDeps } from './deps.ts';
export { systemClock, fixedClock, type Clock } from './clock.ts';
export { memoryMailer, type Mailer, type MailMessage } from './mail/mailer.ts';
export { recordingPublisher, type RealtimePublisher } from './realtime/publisher.ts';
export { EmbeddedRealtimeServer } from './realtime/embedded-server.ts';
export { realtimeFromConfig } from './realtime/realtime-from-config.ts';
export { memoryFileStore, type FileStore } from './storage/file-store.ts';
export { nodePlatform } from './platform/node-platform.ts';
export { nodeCrypto } from './platform/node-crypto.ts';
export { browserConfig } from './platform/browser-config.ts';
export type { ServerCrypto } from './platform/server-crypto.ts';
