import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import { fixedClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { DEMO_PASSWORD, generateDemoWorld } from '../db/demo-world/index.ts';
import { users } from '../db/schema/index.ts';
import { seedDemoWorld } from '../db/seed.ts';
import { memoryMailer } from '../mail/mailer.ts';
import { nodePlatform } from '../platform/node-platform.ts';
import { recordingPublisher } from '../realtime/publisher.ts';
import { memoryFileStore } from '../storage/file-store.ts';
import { TestAgent } from '../test/agent.ts';
import { quickPasswordHash } from './testing/quick-password-hash.ts';

/**
 * The server's own embedded database, as `npm start` opens it (the other tests run inside a
 * held transaction, where lookups are never reused): a sign-in lookup reused between requests
 * must still see every change at once.
 */
describe('sign-in lookups reused on the embedded database', () => {
  const now = new Date('2026-03-10T15:00:00.000Z');
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await openDatabase({ dir: 'memory://' });
    await seedDemoWorld(database.db, generateDemoWorld({ now }), {
      passwordHash: quickPasswordHash(DEMO_PASSWORD),
    });
    app = createApp({
      db: database.db,
      clock: fixedClock(now),
      mailer: memoryMailer(),
      realtime: recordingPublisher(),
      files: memoryFileStore(),
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', REALTIME_SECRET: 'test' }),
      ...nodePlatform,
    });
  });
  afterAll(() => database?.close());

  const session = async (agent: TestAgent) =>
    ((await (await agent.get('/api/session.json')).json()) as { user: { roles: string[] } | null })
      .user;

  it('refuses a locked account on the next request', async () => {
    const agent = await new TestAgent(app).signIn('advisor@demo.test', DEMO_PASSWORD);
    expect((await agent.get('/api/v2/courses?per=1')).status).toBe(200);
    await database.db
      .update(users)
      .set({ lockedAt: now })
      .where(eq(users.email, 'advisor@demo.test'));
    expect((await agent.get('/api/v2/courses?per=1')).status).toBe(401);
  });

  it('sees a role change on the next request', async () => {
    const agent = await new TestAgent(app).signIn('leader@demo.test', DEMO_PASSWORD);
    const before = await session(agent);
    await database.db
      .update(users)
      .set({ roles: ['tutor'] })
      .where(eq(users.email, 'leader@demo.test'));
    const after = await session(agent);
    expect(before?.roles).not.toEqual(['tutor']);
    expect(after?.roles).toEqual(['tutor']);
  });

  it('refuses a signed-out token on the next request', async () => {
    const agent = await new TestAgent(app).signIn('admin@demo.test', DEMO_PASSWORD);
    const copy = new TestAgent(app);
    for (const name of ['tp_auth', 'XSRF-TOKEN']) {
      (copy as unknown as { cookies: Map<string, string> }).cookies.set(name, agent.cookie(name)!);
    }
    expect((await copy.get('/api/v2/courses?per=1')).status).toBe(200);
    expect((await agent.delete('/api/logout.json')).status).toBeLessThan(300);
    expect((await copy.get('/api/v2/courses?per=1')).status).toBe(401);
  });
});
