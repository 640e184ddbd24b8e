/** The server package's public surface, for tests, the benchmark and the e2e setup. */
export { createApp, type App } from './app.ts';
export { loadConfig, type AppConfig } from './config.ts';
export { openDatabase, type Database, type Db } from './db/client.ts';
export { isDatabaseEmpty, seedDemoWorld, type SeedCounts, type SeedOptions } from './db/seed.ts';
export { generateDemoWorld, type DemoWorld } from './db/demo-world/index.ts';
export type { AppDeps } from './deps.ts';
export { systemClock, fixedClock, type Clock } from './clock.ts';
export { memoryMailer, type Mailer, type MailMessage } from './mail/mailer.ts';
export { recordingPublisher, type RealtimePublisher } from './realtime/publisher.ts';
export { EmbeddedRealtimeServer } from './realtime/embedded-server.ts';
export { realtimeFromConfig } from './realtime/realtime-from-config.ts';
