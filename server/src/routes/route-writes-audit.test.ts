import { PENDING_EXPIRED_REASON } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingTutorings, users } from '../db/schema/index.ts';
import { auditEventsOn, xminOf } from '../resources/audit-events.testing.ts';
import { expirePastPendingDates } from '../services/pending-expiry.ts';
import { memoryFileStore } from '../storage/file-store.ts';
import { PDF, PNG, fileOf } from '../storage/testing/sample-files.ts';
import type { TestAgent } from '../test/agent.ts';
import { call } from '../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import type { UploadWire } from './uploads/upload-wire.ts';

/**
 * Issue 23's audit trail for the writes the hand-written routes and the server's sweep make
 * outside the resource engine: the profile, files, avatars and expired pending dates, each
 * event in its write's transaction, naming the real user and the one acted as.
 */
describe.each(BACKENDS)('audit trail of the routes’ own writes (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent;
  let tia: TestAgent;
  const store = memoryFileStore();

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    [admin, tia] = await ctx.signInAs('admin', 'tia');
    ctx.deps.files = store;
  });
  afterAll(() => ctx?.close());

  const eventsOn = (recordType: string, recordId: number) =>
    auditEventsOn(ctx.db, recordType, recordId);

  it('records a profile change by a spoofing admin as the admin on behalf of the tutor', async () => {
    const tiaId = ctx.world.users.tia.id;
    admin.spoof = `Tutor-${ctx.world.users.tia.tutorId}`;
    try {
      const res = await admin.put('/api/profile.json', { user: { firstName: 'Tiana' } });
      expect(res.status).toBe(200);
    } finally {
      admin.spoof = null;
    }
    // Her own sign-in (the test's agent) is on her trail too: the profile change is the last.
    const event = (await eventsOn('User', tiaId)).at(-1);
    expect(event).toMatchObject({
      action: 'updateProfile',
      actorUserId: ctx.world.users.admin.id,
      onBehalfOfUserId: tiaId,
      changes: { firstName: { before: 'Tia', after: 'Tiana' } },
    });
    expect(event!.xmin).toBe(await xminOf(ctx.db, users, tiaId));
  });

  it('records a file added and deleted, without its store key', async () => {
    const body = new FormData();
    body.set('file', fileOf(PDF, 'Plan.pdf', 'application/pdf'));
    body.set('attachableId', String(ctx.world.sessions.s1.id));
    body.set('attachableType', 'Session');
    const added = await call<{ upload: UploadWire }>(
      tia.request('POST', '/api/v2/uploads.json', { body }),
    );
    expect(added.status).toBe(201);
    const storageKeys = store.keys();
    expect(storageKeys.length).toBeGreaterThan(0);
    expect((await tia.delete(`/api/v2/uploads/${added.body.upload.id}`)).status).toBe(204);
    const events = await eventsOn('Upload', added.body.upload.id);
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([
      ['create', ctx.world.users.tia.id],
      ['delete', ctx.world.users.tia.id],
    ]);
    expect(events[0]!.changes).toMatchObject({ fileName: { before: null, after: 'Plan.pdf' } });
    const trail = JSON.stringify(events);
    expect(trail).not.toContain('storageKey');
    for (const key of storageKeys) expect(trail).not.toContain(key);
  });

  it('records an avatar set on the record it pictures', async () => {
    const tutorId = ctx.world.users.tia.tutorId!;
    const body = new FormData();
    body.set('file', fileOf(PNG, 'me.png', 'image/png'));
    body.set('avatarableType', 'Tutor');
    body.set('avatarableId', String(tutorId));
    expect((await tia.request('POST', '/api/v2/avatars', { body })).status).toBe(200);
    const [event] = await eventsOn('Tutor', tutorId);
    expect(event).toMatchObject({ action: 'setAvatar', actorUserId: ctx.world.users.tia.id });
    expect(event!.changes).toEqual({
      avatar: { before: null, after: { contentType: 'image/png', byteSize: PNG.byteLength } },
    });
  });

  it('records a pending date the sweep expires, by nobody', async () => {
    const [pending] = await ctx.db
      .select({ id: pendingTutorings.id })
      .from(pendingTutorings)
      .where(eq(pendingTutorings.status, 'pending'))
      .limit(1);
    if (!pending) throw new Error('the world has no pending date');
    await ctx.db
      .update(pendingTutorings)
      .set({ startsAt: new Date(TEST_NOW.getTime() - 60_000) })
      .where(eq(pendingTutorings.id, pending.id));
    expect(await expirePastPendingDates(ctx.db, TEST_NOW)).toBeGreaterThanOrEqual(1);
    const [event] = await eventsOn('Pending_tutoring', pending.id);
    expect(event).toMatchObject({
      action: 'expire',
      actorUserId: null,
      changes: {
        status: { before: 'pending', after: 'expired' },
        reasons: { before: null, after: [PENDING_EXPIRED_REASON] },
      },
    });
  });
});
