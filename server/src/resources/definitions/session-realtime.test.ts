import {
  HOMEWORK_HELP_CHANNEL,
  HOMEWORK_HELP_SESSION_CHANGE_EVENT,
  privateSessionChannel,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/index.ts';
import type { TestAgent } from '../../test/agent.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

describe.each(BACKENDS)('sessions: realtime of the live session (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent, tia: TestAgent, tom: TestAgent, sam: TestAgent, hr: TestAgent;
  let s1: number, s2: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['hr'] });
    [admin, tia, tom, sam, hr] = await ctx.signInAs('admin', 'tia', 'tom', 'sam', 'hr');
    ({
      s1: { id: s1 },
      s2: { id: s2 },
    } = ctx.world.sessions);
  });
  afterAll(() => ctx?.close());

  describe('private-session-{id} channel authorisation', () => {
    const authorize = (who: TestAgent, sessionId: number) =>
      who.request('POST', '/api/auth/pusher/auth', {
        body: new URLSearchParams({
          socket_id: '1234.5678',
          channel_name: privateSessionChannel(sessionId),
        }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });

    it('signs the channel for the session’s supervisor and an assigned tutor', async () => {
      expect((await authorize(tia, s1)).status).toBe(200);
      expect((await authorize(tia, s2)).status).toBe(200);
    });

    it('signs it for staff', async () => {
      expect((await authorize(admin, s1)).status).toBe(200);
      expect((await authorize(hr, s1)).status).toBe(200);
    });

    it('refuses a student of the session and a tutor of other sessions (403)', async () => {
      expect((await authorize(sam, s1)).status).toBe(403);
      expect((await authorize(tom, s1)).status).toBe(403);
      expect((await authorize(admin, 999_999)).status).toBe(403);
    });
  });

  describe('homework-help session changes', () => {
    const homeworkHelpEvents = () =>
      ctx.realtime.events.filter(
        (e) =>
          e.channel === HOMEWORK_HELP_CHANNEL && e.event === HOMEWORK_HELP_SESSION_CHANGE_EVENT,
      );
    const makeHomeworkHelp = () =>
      ctx.db
        .update(brands)
        .set({ identifier: 'HH' })
        .where(eq(brands.id, ctx.world.brands.points.id));

    it('publishes an update of a homework-help session, ids only', async () => {
      await makeHomeworkHelp();
      const res = await tia.put(`/api/v2/sessions/${s1}`, { session: { notes: 'Bring a ruler' } });
      expect(res.status).toBe(200);
      expect(homeworkHelpEvents().map((e) => e.data)).toEqual([
        { sessionId: s1, action: 'updated' },
      ]);
    });

    it('publishes a cancel as an update and a deletion as destroyed', async () => {
      await makeHomeworkHelp();
      expect((await tia.put(`/api/v2/sessions/${s1}/cancel`)).status).toBe(200);
      expect((await tom.delete(`/api/v2/sessions/${s2}`)).status).toBe(204);
      expect(homeworkHelpEvents().map((e) => e.data)).toEqual([
        { sessionId: s1, action: 'updated' },
        { sessionId: s2, action: 'destroyed' },
      ]);
    });

    it('publishes nothing for sessions of other brands', async () => {
      await tia.put(`/api/v2/sessions/${s1}`, { session: { notes: 'Bring a ruler' } });
      expect(homeworkHelpEvents()).toEqual([]);
    });
  });
});
