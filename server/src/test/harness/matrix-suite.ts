import { ROLES, ruleOf, type ResourceName } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY } from '../../resources/registry.ts';
import { FIXTURE_LOGIN_PASSWORD, type ResourceWorld } from '../fixtures.ts';
import { createTestContext, type Backend, type TestContext } from '../harness.ts';
import { engineCells } from './engine-cells.ts';
import { engineOperation, missingActionInputs } from './engine-operations.ts';
import { anonymousViewer, signedInViewer, type Viewer } from './matrix-client.ts';
import type { Cell } from './matrix-cells.ts';
import { runCells } from './matrix-runner.ts';
import { loadSnapshot, loginOfClass, seedMatrixWorld, type WorldSnapshot } from './matrix-world.ts';
import { fetchOpenApiDocument, operationsOf, type Operation } from './openapi-operations.ts';
import { ReadOracle } from './read-scope-oracle.ts';
import { roleClasses, type RoleClass } from './role-classes.ts';
import { specRightsRefused } from './spec-anchors.ts';
import { isKnownRoute, routeCells } from './route-cells.ts';

/**
 * Every operation of the app's OpenAPI document, as a signed-out caller and as every kind of
 * user the permission rules tell apart (plus an admin spoofing a tutor), on records of their
 * own and of someone else: the answer must be what domain's rules say (`can`, the read reach
 * and its scopes, the field rules), with no record or field beyond them in any list, record
 * or embedded association, and no refusal where they allow.
 */
/**
 * HARNESS_OPERATIONS=<regex> narrows a run to the operations whose key matches (while working
 * on a few routes: the whole matrix takes a quarter of an hour on a busy machine).
 */
export function onlyOperations(): (operation: Operation) => boolean {
  const pattern = process.env.HARNESS_OPERATIONS;
  if (!pattern) return () => true;
  const matcher = new RegExp(pattern);
  return (operation) => matcher.test(operation.key);
}

/** The rows the spoofing row and the stand-in are judged against: signed in by every file. */
const REFERENCE_ROWS = ['tutor', 'admin'];

export interface MatrixRows {
  label: string;
  /** The role classes whose rows this file runs (the reference rows are the shared ones'). */
  keep: (role: RoleClass) => boolean;
  /**
   * Whether this file runs the rows every run needs once: signed out, the reference rows and
   * the spoofing row. Other files sign the reference rows in only to judge against them.
   */
  runsSharedRows: boolean;
}

export function describeAuthorizationMatrix(backend: Backend, rows: MatrixRows) {
  describe(`the authorization matrix (${backend}, ${rows.label})`, () => {
    let ctx: TestContext;
    let world: ResourceWorld;
    let viewers: Viewer[];
    let snapshot: WorldSnapshot;
    let operations: Operation[];
    const setupProblems: string[] = [];
    const isReference = (role: RoleClass) => REFERENCE_ROWS.includes(role.label);
    const classes = roleClasses().filter((role) => rows.keep(role) || isReference(role));
    // Signed out, the reference rows and spoofing: their cells run in the shared rows' file.
    const sharedRows = new Set(REFERENCE_ROWS);
    const runsCellsOf = (viewer: Viewer) => rows.runsSharedRows || !sharedRows.has(viewer.label);

    beforeAll(async () => {
      ctx = await createTestContext(backend);
      world = await seedMatrixWorld(ctx.db, ctx.deps.files);
      viewers = [await anonymousViewer(ctx.app)];
      sharedRows.add(viewers[0]!.label);
      for (const role of classes) {
        const login = await loginOfClass(ctx.db, world, role);
        viewers.push(await signedInViewer(ctx.app, role.label, login));
      }
      const { admin, tia } = world.users;
      const spoofed = await signedInViewer(
        ctx.app,
        `admin as Tutor-${tia.tutorId} (spoofed)`,
        { email: admin.email, password: FIXTURE_LOGIN_PASSWORD },
        `Tutor-${tia.tutorId}`,
      );
      // The row is judged as the tutor signed in as herself, whatever the server says it did.
      if (spoofed.actor?.id !== tia.id || !spoofed.actor.spoofedBy)
        setupProblems.push(`spoofing Tia made ${JSON.stringify(spoofed.actor)} the effective user`);
      viewers.push({ ...spoofed, actor: viewers.find((v) => v.label === 'tutor')!.actor });
      sharedRows.add(spoofed.label);
      snapshot = await loadSnapshot(ctx.db, ctx.clock.now());
      operations = operationsOf(await fetchOpenApiDocument(ctx.app)).filter(onlyOperations());
    }, 300_000);
    afterAll(() => ctx?.close());

    it('answers every operation, as every role, on own and others’ records, as the rules say', async () => {
      const started = performance.now();
      const oracle = new ReadOracle(snapshot);
      const problems = [
        ...setupProblems,
        ...worldProblems(viewers, oracle),
        ...specRightsRefused(viewers, oracle),
      ];
      const engine = operations.map(engineOperation);
      problems.push(
        ...missingActionInputs(engine),
        ...operations
          .filter((operation, index) => !engine[index] && !isKnownRoute(operation))
          .map((o) => `${o.key} is neither an engine operation, public, nor in route-cells.ts`),
      );
      const standIn = viewers.find((v) => v.label === 'admin')!.actor!;
      const cells: Cell[] = [];
      const rowsRun = viewers.filter(runsCellsOf);
      for (const [index, operation] of operations.entries()) {
        for (const viewer of rowsRun) {
          try {
            const resourceOperation = engine[index];
            if (resourceOperation)
              cells.push(...engineCells(operation, resourceOperation, viewer, oracle));
            else cells.push(...routeCells(operation, viewer, { oracle, snapshot, standIn }));
          } catch (error) {
            problems.push(`${viewer.label}  ${operation.key}: ${(error as Error).message}`);
          }
        }
      }
      const report = await runCells(ctx.app, ctx.db, cells);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `authorization matrix (${backend}): ${operations.length} operations × ${rowsRun.length} rows ` +
          `(${rowsRun.map((v) => v.label).join(', ')}; ${classes.length} role classes for ` +
          `${ROLES.length} roles) = ${cells.length} cells, ${report.requests} requests in ${seconds} s; ` +
          `${report.unproven.length} allowed writes refused on their merits (409/422)`,
      );
      if (report.unproven.length > 0)
        console.info(`allowed, refused on the merits:\n${report.unproven.join('\n')}`);
      expect([...problems, ...report.failures].join('\n')).toBe('');
    }, 900_000);
  });
}

/**
 * The world must give every viewer whose reads are `own` both records of their own and
 * records of others, or the matrix could not tell a scope from "everything" or "nothing".
 */
function worldProblems(viewers: Viewer[], oracle: ReadOracle): string[] {
  const problems: string[] = [];
  for (const { label, actor } of viewers) {
    if (!actor) continue;
    for (const resource of Object.values(REGISTRY)) {
      const name = resource!.name as ResourceName;
      if (ruleOf(resource!.contract, 'read').reach(actor) !== 'own') continue;
      try {
        const readable = oracle.readableIds(actor, name).size;
        const total = oracle.records(name).length;
        if (readable === 0 || readable === total)
          problems.push(
            `the world gives ${label} ${readable} of ${total} ${name}: seed both kinds`,
          );
      } catch (error) {
        problems.push(`${label}: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}
