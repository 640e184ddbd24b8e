import cluster from 'node:cluster';
import os from 'node:os';
import { serve } from '@hono/node-server';
import { inArray, sql } from 'drizzle-orm';
import { DEMO_EMAILS, DEMO_PASSWORD, generateDemoWorld } from './db/demo-world/index.ts';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { embeddedDatabaseDir, loadConfig, type AppConfig } from './config.ts';
import { openDatabase, type Db } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { isDatabaseEmpty, seedDemoWorld } from './db/seed.ts';
import { mailerFromConfig } from './mail/mailer-from-config.ts';
import { historyRecordingMailer } from './mail/history-recording-mailer.ts';
import { describeMeetings } from './meetings/meetings-from-config.ts';
import { describePlaces } from './places/places-from-config.ts';
import { fileStoreFromConfig } from './storage/file-store-of.ts';
import { staticAppRoutes } from './http/static-apps.ts';
import { nodePlatform } from './platform/node-platform.ts';
import { startPendingExpirySweep } from './services/pending-expiry.ts';
import { jobWaker } from './payments/job-waker.ts';
import { PAYMENT_PASSES, startPaymentJob } from './payments/payment-job.ts';
import { sendDueReminders } from './services/notice-reminders.ts';
import { sendDueNotices } from './services/notice-jobs.ts';
import { sendQueuedScoreReports } from './services/score-report-jobs.ts';
import { announceImminentCloses, deliverDueCampaigns } from './services/inbox.ts';
import { storeEndedWeeks } from './services/target-histories.ts';
import { paymentsFromConfig } from './payments/payments-from-config.ts';
import { realtimeFromConfig } from './realtime/realtime-from-config.ts';
import { runClusterPrimary } from './cluster-primary.ts';
import { configurationWarnings, describeDatabase, startupBanner } from './startup-banner.ts';

/** How often the payment job looks for due installments and owed Pay As You Go hours. */

/** The demo accounts present in this database (none once someone deletes them). */
async function demoEmailsPresent(db: Db): Promise<string[]> {
  const wanted = [...DEMO_EMAILS];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, wanted));
  const present = new Set(rows.map((row) => row.email.toLowerCase()));
  return wanted.filter((email) => present.has(email));
}

function describeRealtime(config: AppConfig): string {
  const realtime = config.realtime;
  if (realtime.kind === 'embedded')
    return `embedded Pusher-protocol endpoint at /app/${realtime.key}${
      config.databaseUrl ? ', shared by every server process through PostgreSQL' : ''
    }`;
  return `Pusher app ${realtime.appId} (${realtime.host ?? `cluster ${realtime.cluster}`})`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    for (const warning of configurationWarnings(config)) console.warn(`Warning: ${warning}`);
    await runClusterPrimary(config);
    return;
  }
  // A worker of WORKERS=N: the first one prints the banner and warnings, for all of them.
  const speaks = !cluster.isWorker || cluster.worker?.id === 1;
  if (speaks)
    for (const warning of configurationWarnings(config)) console.warn(`Warning: ${warning}`);
  const dbDir = embeddedDatabaseDir(config);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dir: dbDir },
  );
  const clock = systemClock;

  const files = fileStoreFromConfig(config);
  let seeded = false;
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    console.info('Empty database: seeding the demo world...');
    await seedDemoWorld(database.db, generateDemoWorld({ now: clock.now() }), { files });
    seeded = true;
  }

  const { publisher, embedded, fanout } = realtimeFromConfig(config, database.db);
  await fanout?.start();
  const { mailer: configuredMailer, description: mailDescription } = mailerFromConfig(config);
  if (speaks) {
    console.info(`Mail: ${mailDescription}`);
    console.info(`Meetings: ${describeMeetings(config.meetings)}`);
    console.info(`Places: ${describePlaces(config.places)}`);
  }
  // Every mail a family gets is kept in their contact history (the API's and the jobs' alike).
  const mailer = historyRecordingMailer(configuredMailer, database.db, clock);
  // One gateway for the API and the payment jobs (the TEST one keeps its charges in the database).
  const gateway = paymentsFromConfig(config.payments, database.db);
  const jobs = jobWaker();
  const app = createApp({
    payments: gateway,
    jobs,
    db: database.db,
    clock,
    mailer,
    realtime: publisher,
    files,
    config,
    ...nodePlatform,
  });
  // The built apps, after /api (whose unknown paths the API answers with its own 404).
  app.route('/', staticAppRoutes(config));
  const demoEmails = await demoEmailsPresent(database.db);
  const stopPendingExpirySweep = startPendingExpirySweep(database.db, clock);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const baseUrl = config.publicUrl?.replace(/\/+$/, '') ?? `http://localhost:${info.port}`;
    if (!speaks) return;
    if (cluster.isWorker) console.info(`${config.workers} server processes on port ${info.port}`);
    console.info(
      startupBanner({
        baseUrl,
        database: describeDatabase(config, dbDir),
        realtime: describeRealtime(config),
        seeded,
        demoEmails,
        demoPassword: DEMO_PASSWORD,
      }),
    );
  });
  server.on('error', async (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: stop the other process or set PORT.`
        : `The HTTP server failed: ${error.message}`,
    );
    await database.close();
    process.exit(1);
  });
  // Node closes an idle keep-alive connection after 5 s, which races a client (or a proxy)
  // reusing it: the request fails with ECONNRESET. Keep idle connections longer than the
  // usual 60 s of proxies and HTTP clients, and read headers for a moment longer still.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  embedded?.attach(server);

  // Installments due and Pay As You Go hours owed are charged by a durable job (state in the
  // database, safe with several processes); the timer only wakes it.
  // Both job runners below share these: one database, gateway, clock, interval and mailer.
  const runnerOptions = {
    db: database.db,
    gateway,
    clock,
    intervalMs: config.jobIntervalMs,
    runnerId: `${os.hostname()}-${process.pid}`,
    mailer,
  };
  const stopPayments = startPaymentJob({
    ...runnerOptions,
    // One runner for the timed jobs: the reminder notices ride along with the charges.
    passes: [
      ...PAYMENT_PASSES,
      (db, _gateway, { now }) => sendDueReminders(db, { now, realtime: publisher }),
      // Under Target (Monday 08:00, tutor's zone) and POG Form Due (once a quarter).
      (db, _gateway, { now }) => sendDueNotices(db, { now, realtime: publisher }),
      // Campaign messages go out once when due; advisors hear of their imminent closes.
      (db, _gateway, { now }) => deliverDueCampaigns(db, { now, mailer, realtime: publisher }),
      (db, _gateway, { now }) => announceImminentCloses(db, { now, realtime: publisher }),
      // Each tutor's ended weeks are kept with the targets they had (target histories).
      (db, _gateway, { now }) => storeEndedWeeks(db, now),
    ],
    onError: (error) => console.error('The payment job failed:', error),
  });
  // Score reports asked for by POST /api/reports, mailed once with their CSV and PDF (a failed
  // mail is tried again on a later pass, up to SCORE_REPORT_MAX_ATTEMPTS). A runner of their
  // own, which a queued report wakes: the wake runs this pass alone, not the charges and sweeps.
  const stopScoreReports = startPaymentJob({
    ...runnerOptions,
    waker: jobs,
    passes: [(db, _gateway, { now }) => sendQueuedScoreReports(db, { now, mailer })],
    onError: (error) => console.error('The score report job failed:', error),
  });

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: shutting down...`);
    // Open keep-alive or WebSocket connections must not hold the process forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    stopPendingExpirySweep();
    await Promise.all([stopPayments(), stopScoreReports()]);
    await embedded?.close();
    await fanout?.stop();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
