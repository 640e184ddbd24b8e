import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Database } from '../src/db/client.ts';
import { observePreparedQueries, preparedQuery } from '../src/db/pglite-prepared.ts';

/** One statement as the driver received it: replaying it sends the very same text and values. */
export type Statement = () => Promise<unknown>;

/** Statements of the sign-in lookup and its sliding expiry: a cost of the API, not of the list. */
const AUTH_STATEMENT = /tp_auth_session_user|"auth_sessions"/;

export interface StatementRecorder {
  /** Runs `work` and answers the list queries it sent to the driver, ready to replay. */
  record(work: () => Promise<unknown>): Promise<{ replay: Statement[]; texts: string[] }>;
}

/**
 * Wraps the driver's `query` (PGlite's instance and its prepared statements, or the pg pool
 * drizzle holds) so that the statements of one API call can be captured, then replayed with the
 * same arguments: the bench's "direct SQL" is exactly the SQL the API sends, without the engine
 * around it.
 */
export function statementRecorder(database: Database): StatementRecorder {
  let captured: { text: string; run: Statement }[] | null = null;
  const client: PGlite | Pool =
    database.pglite ?? (database.db as unknown as { $client: Pool }).$client;
  const original = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const patched = (...args: unknown[]): Promise<unknown> => {
    if (captured) {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      captured.push({ text, run: () => original(...args) });
    }
    return original(...args);
  };
  (client as unknown as { query: typeof patched }).query = patched;
  // On PGlite the app's reads and writes bypass `query` (pglite-prepared.ts): they are heard
  // there and replayed through the same prepared statements, as a hand-written handler would.
  const instance = database.pglite;
  if (instance)
    observePreparedQueries(instance, (text, params, options) => {
      captured?.push({ text, run: () => preparedQuery(instance, text, params, options, false) });
    });
  return {
    async record(work) {
      captured = [];
      try {
        await work();
        const statements = captured.filter((s) => !AUTH_STATEMENT.test(s.text));
        return { replay: statements.map((s) => s.run), texts: statements.map((s) => s.text) };
      } finally {
        captured = null;
      }
    },
  };
}

/** Runs the statements one after another, as a hand-written handler would. */
export async function replayStatements(statements: Statement[]): Promise<void> {
  for (const run of statements) await run();
}
