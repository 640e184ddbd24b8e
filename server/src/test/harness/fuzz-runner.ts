import { MAX_INTEGER } from '@tp/domain';
import type { App } from '../../app.ts';
import { BAD_VALUE_MESSAGE } from '../../resources/db-errors.ts';
import { TestAgent } from '../agent.ts';
import type { RoleAgents } from './role-agents.ts';
import { changedTables, type Fingerprint } from './db-fingerprint.ts';
import { fuzzRequests, validParts, type FuzzRequest } from './fuzz-requests.ts';
import type { Operation } from './openapi-operations.ts';
import { leakIn } from './response-leaks.ts';
import type { SampleIds } from './sample-values.ts';

export interface FuzzFinding {
  operation: string;
  request: string;
  problem: string;
}

export interface FuzzReport {
  operations: number;
  requests: number;
  serverErrors: number;
  findings: FuzzFinding[];
  /** How many answers had each status. */
  statuses: Record<number, number>;
  /** The role each signed-in operation was fuzzed as (`anonymous` for public ones). */
  roles: Record<string, string>;
  /** Every 422's body, for the phrasing check (validator-phrasing.ts). */
  unprocessable: { operation: string; request: string; body: string }[];
}

/** An id no record has yet: a probe on it changes nothing. */
const UNUSED_ID = String(MAX_INTEGER);

/**
 * A request that shows whether a role may call the operation at all and does no harm: the
 * valid path with an empty body (refused as invalid, or as not allowed, before anything is
 * written), or for a write without a body, ids no record has.
 */
function probeOf(operation: Operation, ids: SampleIds): FuzzRequest {
  const parts = validParts(operation, ids);
  const method = operation.method.toUpperCase();
  const hasBody = parts.json !== undefined || parts.form !== undefined;
  const pathValues =
    method === 'GET' || hasBody
      ? parts.path
      : Object.fromEntries(Object.keys(parts.path).map((name) => [name, UNUSED_ID]));
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '');
  const url = parts.query.length > 0 ? `${path}?${parts.query.join('&')}` : path;
  if (parts.json) {
    return {
      label: 'probe',
      method,
      url,
      headers: { 'Content-Type': parts.json.mediaType },
      body: '{}',
    };
  }
  if (parts.form) return { label: 'probe', method, url, headers: {}, body: new FormData() };
  return { label: 'probe', method, url, headers: {} };
}

async function send(agent: TestAgent, request: FuzzRequest): Promise<Response> {
  return agent.request(request.method, request.url, {
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

/**
 * The agent to fuzz an operation as: anonymous for a public one; otherwise the first role in
 * `roles.order` (admin first) that the probe does not answer 403, so staff operations are
 * fuzzed as admin and, say, a student-only one as the student.
 */
async function agentFor(
  app: App,
  operation: Operation,
  roles: RoleAgents,
  ids: SampleIds,
): Promise<{ role: string | null; described: string; agent: TestAgent }> {
  if (!operation.needsSignIn) {
    const agent = new TestAgent(app);
    await agent.get('/api/session.json');
    return { role: null, described: 'anonymous', agent };
  }
  for (const role of roles.order) {
    const agent = await roles.agent(role);
    const res = await send(agent, probeOf(operation, ids));
    await res.body?.cancel();
    if (res.status !== 403) return { role, described: role, agent };
  }
  const role = roles.order[0]!;
  return { role, described: `${role} (every role was refused)`, agent: await roles.agent(role) };
}

/**
 * Sends every malformed request of every operation and reports what went wrong: a 5xx, an
 * answer showing internals, or a refused (4xx) request that stored something (the database's
 * fingerprint before and after each write; after each batch of reads). Operations that
 * delete run last, so the records the others name still exist.
 */
export async function fuzzOperations(options: {
  app: App;
  operations: Operation[];
  ids: SampleIds;
  roles: RoleAgents;
  fingerprint: () => Promise<Fingerprint>;
}): Promise<FuzzReport> {
  const { app, ids, roles, fingerprint } = options;
  const operations = [...options.operations].sort(
    (a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'),
  );
  const report: FuzzReport = {
    operations: operations.length,
    requests: 0,
    serverErrors: 0,
    findings: [],
    statuses: {},
    roles: {},
    unprocessable: [],
  };
  let print: Fingerprint;
  for (const operation of operations) {
    const { role, described, agent } = await agentFor(app, operation, roles, ids);
    report.roles[operation.key] = described;
    // Choosing the role may have signed an agent in: that is not the operation's doing.
    print = await fingerprint();
    const found = (request: string, problem: string) =>
      report.findings.push({ operation: operation.key, request, problem });
    for (const request of fuzzRequests(operation, ids)) {
      let res: Response;
      try {
        res = await send(agent, request);
      } catch (error) {
        found(request.label, `the app threw ${String(error)}`);
        continue;
      }
      report.requests++;
      report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
      const text = await res.text();
      if (res.status === 422)
        report.unprocessable.push({ operation: operation.key, request: request.label, body: text });
      if (res.status >= 500) {
        report.serverErrors++;
        found(request.label, `answered ${res.status}`);
      }
      // The database's refusal is the last line of defence; validation should come first.
      if (text.includes(BAD_VALUE_MESSAGE))
        found(request.label, `answered ${res.status} refused only by the database`);
      const leak = leakIn(text);
      if (leak) found(request.label, `answered ${res.status} showing ${leak}`);
      if (request.method !== 'GET') {
        const after = await fingerprint();
        const changed = changedTables(print, after);
        if (res.status >= 400 && res.status < 500 && changed.length > 0) {
          found(request.label, `answered ${res.status} but changed ${changed.join(', ')}`);
        }
        print = after;
      }
      // A request that signed the agent out (sign-out, a locked account): sign in again.
      if (role && !agent.cookie('tp_auth')) {
        await roles.agent(role);
        print = await fingerprint();
      }
    }
    if (operation.method === 'get') {
      const after = await fingerprint();
      const changed = changedTables(print, after);
      if (changed.length > 0)
        found('(all of its requests)', `a read changed ${changed.join(', ')}`);
    }
  }
  return report;
}
