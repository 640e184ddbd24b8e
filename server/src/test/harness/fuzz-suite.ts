import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Backend, type TestContext } from '../harness.ts';
import { fingerprinter } from './db-fingerprint.ts';
import { fuzzOperations } from './fuzz-runner.ts';
import { documentedOperations, seedHarnessWorld, type HarnessWorld } from './harness-world.ts';
import type { Operation } from './openapi-operations.ts';
import { fixtureRoleAgents } from './role-agents.ts';
import type { FuzzShare } from './fuzz-shares.ts';
import { validatorPhrasing } from './validator-phrasing.ts';
import { onlyOperations } from './matrix-suite.ts';

/**
 * Malformed input to every operation of the app's own OpenAPI document (an operation added
 * later is covered with no new code here): never a 5xx, never internals in an answer, nothing
 * stored by a refused request. Each operation is fuzzed as admin, or, when the admin is refused
 * (403), as the first fixture role that is not (advisor, tutor, student, parent); public ones
 * signed out. One test walks them all on a database of its own: a request failing inside the
 * database must not poison a shared test transaction for the requests after it, and the
 * fingerprint's shortcut needs each request to commit on its own (db-fingerprint.ts). With
 * a `share`, only its operations (each backend takes half when both run: fuzz-shares.ts).
 */
export function describeFuzzing(backend: Backend, share?: FuzzShare) {
  const title = share ? share.label : 'every documented operation';
  describe(`malformed input to ${title} (${backend})`, () => {
    let ctx: TestContext;
    let operations: Operation[];
    let harness: HarnessWorld;

    beforeAll(async () => {
      ctx = await createTestContext(backend);
      operations = (await documentedOperations(ctx)).filter(onlyOperations());
      harness = await seedHarnessWorld(ctx, operations);
    });
    afterAll(() => ctx?.close());

    it(
      'never answers 5xx, never shows internals, stores nothing it refuses',
      { meta: { ownDatabase: true }, timeout: 900_000 },
      async () => {
        const started = performance.now();
        const report = await fuzzOperations({
          app: ctx.app,
          operations: share ? operations.filter(share.keep) : operations,
          ids: harness.ids,
          roles: fixtureRoleAgents(ctx.app),
          fingerprint: await fingerprinter(ctx.db),
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.info(
          `fuzz (${backend}): ${report.operations} operations, ${report.requests} requests, ` +
            `${report.serverErrors} answered 5xx, ${report.findings.length} findings, in ${seconds} s; ` +
            `statuses ${JSON.stringify(report.statuses)}`,
        );
        const otherRoles = Object.entries(report.roles).filter(
          ([, role]) => role !== 'admin' && role !== 'anonymous',
        );
        if (otherRoles.length > 0) {
          console.info(`fuzzed as another role than admin: ${JSON.stringify(otherRoles)}`);
        }
        expect(report.operations).toBe(
          share ? operations.filter(share.keep).length : operations.length,
        );
        expect(report.findings.map((f) => `${f.operation}: ${f.request}: ${f.problem}`)).toEqual(
          [],
        );
        // Every 422 speaks as the spec does, never in the validator's words.
        console.info(`validator phrasing (${backend}): read ${report.unprocessable.length} 422s`);
        expect(validatorPhrasing(report.unprocessable)).toEqual([]);
      },
    );

    it('refuses an include deeper than 3 levels with a 422', async () => {
      const admin = await fixtureRoleAgents(ctx.app).agent('admin');
      const session = harness.world.sessions.s1.id;
      const deep = await admin.get(
        `/api/v2/sessions/${session}?include=course.sessions.course.sessions`,
      );
      expect(deep.status).toBe(422);
      const list = await admin.get('/api/v2/courses?include=sessions.course.sessions.course');
      expect(list.status).toBe(422);
      const threeLevels = await admin.get(
        `/api/v2/sessions/${session}?include=course.sessions.course`,
      );
      expect(threeLevels.status).toBe(200);
    });
  });
}
