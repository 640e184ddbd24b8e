import { auditRecordType, type AuditChanges } from '@tp/domain';
import { gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { FIXTURE_LOGIN_PASSWORD, type ResourceWorld } from '../fixtures.ts';
import { createTestContext, type Backend, type TestContext } from '../harness.ts';
import { engineCells } from './engine-cells.ts';
import { engineOperation, type EngineOperation } from './engine-operations.ts';
import { send, signedInViewer, type Viewer } from './matrix-client.ts';
import type { Cell } from './matrix-cells.ts';
import { loadSnapshot, seedMatrixWorld } from './matrix-world.ts';
import { fetchOpenApiDocument, operationsOf, type Operation } from './openapi-operations.ts';
import { ReadOracle } from './read-scope-oracle.ts';

interface Who {
  actorUserId: number;
  onBehalfOfUserId: number | null;
}

interface Outcome {
  /** Operations one of whose writes succeeded (each then checked for its event). */
  proven: Set<string>;
  problems: string[];
}

/** Whether an engine operation writes: create, update, delete, or an action that is no GET. */
function isWrite(engine: EngineOperation | null): engine is EngineOperation {
  if (!engine) return false;
  if (engine.kind === 'action') return engine.action.method !== 'GET';
  return engine.kind === 'create' || engine.kind === 'update' || engine.kind === 'delete';
}

/** The record id a member call names in its path (`/api/v2/messages/7/...`). */
function memberIdOf(path: string): number | null {
  const match = /^\/api\/v2\/[a-z_]+\/(\d+)/.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * Sends every allowed write cell of the viewer inside a savepoint rolled back after it (each
 * sees the world as seeded) and, when it succeeds, reads the events it left: one at least, on
 * the operation's record type, on the called record for a member call, all naming `who`.
 */
async function auditEachWrite(
  app: App,
  db: Db,
  viewer: Viewer,
  who: Who,
  writes: { operation: Operation; engine: EngineOperation }[],
  oracle: ReadOracle,
): Promise<Outcome> {
  const outcome: Outcome = { proven: new Set(), problems: [] };
  for (const { operation, engine } of writes) {
    const cells = engineCells(operation, engine, viewer, oracle).filter(
      (cell: Cell) => cell.expected.outcome === 'allowed',
    );
    for (const cell of cells) {
      await db.execute(sql`savepoint audit_trail_cell`);
      try {
        const [last] = await db
          .select({ id: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` })
          .from(auditEvents);
        await cell.prepare?.(db);
        const response = await send(app, viewer, cell.request);
        if (response.status >= 300) continue;
        outcome.proven.add(operation.key);
        const events = await db.select().from(auditEvents).where(gt(auditEvents.id, last!.id));
        const name = `${viewer.label}  ${operation.key}  [${cell.target}]`;
        const type = auditRecordType(engine.resource.singular);
        const own = events.filter((event) => event.recordType === type);
        const onMember =
          engine.kind === 'update' ||
          engine.kind === 'delete' ||
          (engine.kind === 'action' && engine.action.on === 'member');
        const expectedId = onMember ? memberIdOf(cell.request.path) : null;
        if (own.length === 0) outcome.problems.push(`${name}: no ${type} event`);
        if (expectedId !== null && !own.some((event) => event.recordId === expectedId))
          outcome.problems.push(`${name}: no event on ${type} #${expectedId}`);
        for (const event of events) {
          if (
            event.actorUserId !== who.actorUserId ||
            event.onBehalfOfUserId !== who.onBehalfOfUserId
          )
            outcome.problems.push(
              `${name}: event #${event.id} names ${JSON.stringify({ actor: event.actorUserId, onBehalfOf: event.onBehalfOfUserId })}`,
            );
          const secret = JSON.stringify(event.changes as AuditChanges).match(
            /password|token|digest|opaque/i,
          );
          if (secret) outcome.problems.push(`${name}: event #${event.id} records ${secret[0]}`);
        }
      } finally {
        await db.execute(sql`rollback to savepoint audit_trail_cell`);
        await db.execute(sql`release savepoint audit_trail_cell`);
      }
    }
  }
  return outcome;
}

/**
 * The audit trail over the engine (issue 23): every write operation of the registry that an
 * admin may do, and every one a spoofing admin may do as a tutor, leaves an event naming the
 * real user (and the one acted as), in the write's own transaction.
 */
export function describeAuditTrail(backend: Backend) {
  describe(`the audit trail of every engine write (${backend})`, () => {
    let ctx: TestContext;
    let world: ResourceWorld;
    let writes: { operation: Operation; engine: EngineOperation }[];
    let oracle: ReadOracle;

    beforeAll(async () => {
      ctx = await createTestContext(backend);
      world = await seedMatrixWorld(ctx.db, ctx.deps.files);
      oracle = new ReadOracle(await loadSnapshot(ctx.db, ctx.clock.now()));
      writes = operationsOf(await fetchOpenApiDocument(ctx.app)).flatMap((operation) => {
        const engine = engineOperation(operation);
        return isWrite(engine) ? [{ operation, engine }] : [];
      });
    }, 300_000);
    afterAll(() => ctx?.close());

    it('records the admin as the actor of every write an admin makes', async () => {
      const { admin } = world.users;
      const viewer = await signedInViewer(ctx.app, 'admin', {
        email: admin.email,
        password: FIXTURE_LOGIN_PASSWORD,
      });
      const outcome = await auditEachWrite(
        ctx.app,
        ctx.db,
        viewer,
        { actorUserId: admin.id, onBehalfOfUserId: null },
        writes,
        oracle,
      );
      const unproven = writes.map((w) => w.operation.key).filter((key) => !outcome.proven.has(key));
      console.info(
        `audit trail (${backend}): ${outcome.proven.size} of ${writes.length} write operations succeeded as an admin and each left its event; refused on their merits: ${unproven.join(', ') || 'none'}`,
      );
      expect(outcome.problems.join('\n')).toBe('');
      // Most writes succeed on the matrix world's copies; a refusal on the merits proves nothing.
      expect(outcome.proven.size).toBeGreaterThan(writes.length * 0.7);
    }, 900_000);

    it('records the spoofing admin as the actor, on behalf of the tutor, of every write as her', async () => {
      const { admin, tia } = world.users;
      const spoofed = await signedInViewer(
        ctx.app,
        `admin as Tutor-${tia.tutorId}`,
        { email: admin.email, password: FIXTURE_LOGIN_PASSWORD },
        `Tutor-${tia.tutorId}`,
      );
      const outcome = await auditEachWrite(
        ctx.app,
        ctx.db,
        spoofed,
        { actorUserId: admin.id, onBehalfOfUserId: tia.id },
        writes,
        oracle,
      );
      console.info(
        `audit trail (${backend}): ${outcome.proven.size} write operations succeeded for an admin spoofing a tutor, each with its event`,
      );
      expect(outcome.problems.join('\n')).toBe('');
      expect(outcome.proven.size).toBeGreaterThan(5);
    }, 900_000);
  });
}
