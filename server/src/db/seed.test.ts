import { count, eq, getTableColumns, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from '../test/harness.ts';
import { TestAgent } from '../test/agent.ts';
import { schema } from './client.ts';
import {
  DEMO_INVITED_PARENT_EMAIL,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_UNCONFIRMED_PARENT_EMAIL,
  DEMO_UNCONFIRMED_PARENT_NEW_EMAIL,
  generateDemoWorld,
  type DemoWorld,
} from './demo-world/index.ts';
import { DEMO_WORLD_TABLES } from './demo-world-tables.ts';
import { isDatabaseEmpty, seedDemoWorld, type SeedCounts } from './seed.ts';
import { memoryFileStore } from '../storage/file-store.ts';
import { restoreDemoFiles } from './demo-files.ts';

describe('demo world rows mirror the schema', () => {
  const world = generateDemoWorld({ now: TEST_NOW });
  it.each(DEMO_WORLD_TABLES)('$key has exactly the columns of its table', ({ key, table }) => {
    // The seed sets users' password hashes; the database keeps assignments' times.
    const columns = Object.keys(getTableColumns(table)).filter(
      (c) =>
        !(key === 'users' && c === 'passwordHash') && !(key === 'assignments' && c === 'during'),
    );
    const row = world[key][0];
    expect(row, `${key} has rows`).toBeDefined();
    expect(Object.keys(row ?? {}).sort()).toEqual(columns.sort());
  });
});

describe.each(BACKENDS)('seedDemoWorld on %s', (backend) => {
  let ctx: TestContext;
  let world: DemoWorld;
  let wasEmptyBefore: boolean;
  let counts: SeedCounts;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    world = generateDemoWorld({ now: TEST_NOW });
    wasEmptyBefore = await isDatabaseEmpty(ctx.db);
    counts = await seedDemoWorld(ctx.db, world, { files: ctx.deps.files });
  });
  afterAll(() => ctx?.close());

  it('reports an empty database before and a seeded one after', async () => {
    expect(wasEmptyBefore).toBe(true);
    expect(await isDatabaseEmpty(ctx.db)).toBe(false);
  });

  it.each(DEMO_WORLD_TABLES)(
    'inserts every row of $key and counts them',
    async ({ key, table }) => {
      const [row] = await ctx.db.select({ n: count() }).from(table);
      expect(row?.n).toBe(world[key].length);
      expect(counts[key]).toBe(world[key].length);
    },
  );

  it('stores rows as generated (timestamps included)', async () => {
    const sample = world.sessions[Math.floor(world.sessions.length / 2)]!;
    const [stored] = await ctx.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.id, sample.id));
    expect(stored).toEqual(sample);
  });

  it('gives every user but the invited parent one hash of the demo password', async () => {
    const rows = await ctx.db
      .select({ email: schema.users.email, hash: schema.users.passwordHash })
      .from(schema.users);
    const hashes = new Set(
      rows.filter((r) => r.email !== DEMO_INVITED_PARENT_EMAIL).map((r) => r.hash),
    );
    expect(hashes.size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, [...hashes][0] ?? null)).toBe(true);
  });

  it('leaves the invited parent without a password and unconfirmed', async () => {
    const [invited] = await ctx.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_INVITED_PARENT_EMAIL));
    expect(invited).toMatchObject({ passwordHash: null, confirmedAt: null, roles: ['parent'] });
  });

  it('stores the pending new address of the parent who changed it', async () => {
    const [moved] = await ctx.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_UNCONFIRMED_PARENT_EMAIL));
    expect(moved?.unconfirmedEmail).toBe(DEMO_UNCONFIRMED_PARENT_NEW_EMAIL);
    expect(moved?.confirmedAt).not.toBeNull();
    expect(await verifyPassword(DEMO_PASSWORD, moved?.passwordHash ?? null)).toBe(true);
  });

  it('writes each demo file’s bytes under its upload’s key, given the file store', async () => {
    expect(world.uploads.length).toBeGreaterThan(0);
    for (const upload of world.uploads) {
      const bytes = await ctx.deps.files.get(upload.storageKey);
      expect(bytes?.byteLength, upload.fileName).toBe(upload.byteSize);
    }
    // A page loading the seeded world with an empty store gets the same bytes.
    const fresh = memoryFileStore();
    await restoreDemoFiles(ctx.db, fresh);
    expect(fresh.keys().sort()).toEqual(world.uploads.map((u) => u.storageKey).sort());
    const [first] = world.uploads;
    expect(await fresh.get(first!.storageKey)).toEqual(await ctx.deps.files.get(first!.storageKey));
  });

  it('moves each serial sequence past the seeded ids', async () => {
    const [department] = await ctx.db
      .insert(schema.departments)
      .values({ name: 'Later' })
      .returning();
    expect(department?.id).toBe(world.departments.length + 1);
    const [notice] = await ctx.db
      .insert(schema.notices)
      .values({ userId: 1, title: 'Later', message: 'After the seed' })
      .returning();
    expect(notice?.id).toBe(world.notices.length + 1);
  });

  it('lets every demo login sign in with the demo password', async () => {
    for (const login of DEMO_LOGINS) {
      const agent = await new TestAgent(ctx.app).signIn(login.email, DEMO_PASSWORD);
      const res = await agent.get('/api/session.json');
      const body = (await res.json()) as { user: { email: string; roles: string[] } };
      expect(body.user.email).toBe(login.email);
      expect(body.user.roles).toEqual([...login.roles]);
    }
  });
});

describe.each(BACKENDS)('seedDemoWorld atomicity on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx?.close());

  it('leaves the database empty when any row is rejected', async () => {
    const world = generateDemoWorld({ now: TEST_NOW });
    // The last table inserted points at a user that does not exist.
    const broken = {
      ...world,
      notices: [...world.notices, { ...world.notices[0]!, id: 999, userId: 99_999 }],
    };
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await expect(seedDemoWorld(ctx.db, broken, { passwordHash })).rejects.toThrow();
    expect(await isDatabaseEmpty(ctx.db)).toBe(true);
    const [row] = await ctx.db.select({ n: count() }).from(schema.sessions);
    expect(row?.n).toBe(0);
  });

  it('inserts in small chunks just as well', async () => {
    const world = generateDemoWorld({ now: TEST_NOW });
    await seedDemoWorld(ctx.db, world, { chunkSize: 37 });
    const [row] = await ctx.db.select({ n: count() }).from(schema.attendances);
    expect(row?.n).toBe(world.attendances.length);
    expect(getTableName(schema.attendances)).toBe('attendances');
  });
});
