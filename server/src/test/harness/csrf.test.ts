import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CSRF_MESSAGE } from '../../auth/csrf.ts';
import { TestAgent } from '../agent.ts';
import { BACKENDS, createTestContext, type TestContext } from '../harness.ts';
import { changedTables, fingerprinter } from './db-fingerprint.ts';
import { validRequest, type FuzzRequest } from './fuzz-requests.ts';
import { documentedOperations, seedHarnessWorld, type HarnessWorld } from './harness-world.ts';
import type { Operation } from './openapi-operations.ts';
import { fixtureRoleAgents, type RoleAgents } from './role-agents.ts';

/** One way a write can lack a valid CSRF token, and who sends it. */
interface Forgery {
  label: string;
  send(request: FuzzRequest): Promise<Response>;
}

/**
 * Every non-GET operation of the OpenAPI document (an operation added later is covered with
 * no new code here), sent as a valid request except for its CSRF token, signed in and signed
 * out: refused with the CSRF 403 and nothing stored. The same request with the token is then
 * not refused for CSRF, so the 403 was the token's doing. Each request commits on its own (a
 * database of its own), for the fingerprint (db-fingerprint.ts).
 */
/** Webhooks a provider signs (telephony): outside the browser's cookies, so outside CSRF. */
const isSignedWebhook = (operation: Operation) => operation.path.startsWith('/webhooks/');

describe.each(BACKENDS)('CSRF on every documented write (%s)', (backend) => {
  let ctx: TestContext;
  let operations: Operation[];
  let harness: HarnessWorld;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    operations = await documentedOperations(ctx);
    harness = await seedHarnessWorld(ctx, operations);
  });
  afterAll(() => ctx?.close());

  /** The request as `agent` sends it, without the CSRF header it would add, plus `headers`. */
  const withoutToken =
    (agent: () => Promise<TestAgent>, headers: Record<string, string> = {}) =>
    async (request: FuzzRequest) =>
      (await agent()).request(request.method, request.url, {
        headers: { ...request.headers, ...headers },
        csrf: false,
        ...(request.body === undefined ? {} : { body: request.body }),
      });

  /** A signed-out browser that has fetched its XSRF-TOKEN cookie. */
  const signedOut = async () => {
    const agent = new TestAgent(ctx.app);
    await agent.get('/api/session.json');
    return agent;
  };
  let roles: RoleAgents;
  const admin = () => roles.agent('admin');

  /** The admin's sign-in cookie with a matching cookie and header that are not its token. */
  const plantedPair = async (request: FuzzRequest) =>
    await ctx.app.request(request.url, {
      method: request.method,
      headers: {
        ...request.headers,
        Cookie: `tp_auth=${(await admin()).cookie('tp_auth')}; XSRF-TOKEN=planted`,
        'X-XSRF-TOKEN': 'planted',
      },
      ...(request.body === undefined ? {} : { body: request.body }),
    });

  const FORGERIES: Forgery[] = [
    { label: 'signed in, no header', send: withoutToken(admin) },
    { label: 'signed in, a wrong header', send: withoutToken(admin, { 'X-XSRF-TOKEN': 'wrong' }) },
    { label: 'signed in, a planted cookie and header', send: plantedPair },
    { label: 'signed out, no header', send: withoutToken(signedOut) },
    {
      label: 'signed out, a header unlike the cookie',
      send: withoutToken(signedOut, { 'X-XSRF-TOKEN': 'wrong' }),
    },
    {
      label: 'signed out, a header and no cookie',
      send: async (request) =>
        await ctx.app.request(request.url, {
          method: request.method,
          headers: { ...request.headers, 'X-XSRF-TOKEN': 'anything' },
          ...(request.body === undefined ? {} : { body: request.body }),
        }),
    },
  ];

  it(
    'refuses every write without the token matching the sign-in (403), and stores nothing',
    { meta: { ownDatabase: true }, timeout: 300_000 },
    async () => {
      roles = fixtureRoleAgents(ctx.app);
      const fingerprint = await fingerprinter(ctx.db);
      // Deletes last, so the records the other operations name still exist.
      const writes = operations
        .filter((operation) => operation.method !== 'get')
        .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
      const failures: string[] = [];
      let requests = 0;
      for (const operation of writes) {
        // Signed in before the fingerprint (the previous control may have signed out).
        await admin();
        for (const forgery of FORGERIES) {
          const before = await fingerprint();
          // A FormData body is read once: each send gets a fresh request.
          const res = await forgery.send(validRequest(operation, harness.ids));
          requests++;
          const text = await res.text();
          const changed = changedTables(before, await fingerprint());
          // A provider's webhook takes no cookie at all: its signature is the credential, so
          // a browser's forgery is refused for lacking it (404 without the setting), not CSRF.
          const isRefused = isSignedWebhook(operation)
            ? res.status >= 400
            : res.status === 403 && text.includes(INVALID_CSRF_MESSAGE);
          if (!isRefused)
            failures.push(
              `${operation.key}, ${forgery.label}: answered ${res.status} ${text.slice(0, 120)}`,
            );
          if (changed.length > 0)
            failures.push(`${operation.key}, ${forgery.label}: changed ${changed.join(', ')}`);
        }
        // The control: with the token, the same request is not refused for CSRF.
        const agent = operation.needsSignIn ? await admin() : await signedOut();
        const request = validRequest(operation, harness.ids);
        const res = await agent.request(request.method, request.url, {
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        const text = await res.text();
        if (
          res.status === 403 &&
          text.includes(INVALID_CSRF_MESSAGE) &&
          !isSignedWebhook(operation)
        )
          failures.push(`${operation.key}, with the token: refused for CSRF`);
      }
      console.info(
        `csrf (${backend}): ${writes.length} write operations, ${requests} forged requests, ${failures.length} failures`,
      );
      expect(writes.length).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
  );
});
