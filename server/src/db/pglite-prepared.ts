import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { concatBytes } from '../platform/bytes.ts';
import { executeForRows, type BackendMessage } from './pglite-answer.ts';

/** What a named statement's Describe told: its parameters' types and its row description. */
interface PreparedStatement {
  name: string;
  paramTypes: number[];
  /** The RowDescription message, or none for a statement that returns no rows. */
  rowDescription: BackendMessage | undefined;
}

/** Statements kept per instance; the least recently used is closed beyond this. */
const MAX_STATEMENTS = 500;

interface StatementCache {
  statements: Map<string, PreparedStatement>;
  nextId: number;
}

const caches = new WeakMap<PGlite, StatementCache>();

/** A statement as `preparedQuery` received it. */
export type PreparedQueryObserver = (
  sql: string,
  params: unknown[],
  options: QueryOptions | undefined,
) => void;

const observers = new WeakMap<PGlite, PreparedQueryObserver>();

/**
 * Hears every statement `preparedQuery` runs on `instance` (one observer; undefined removes
 * it): the API bench replays them as its direct SQL, through the same prepared statements.
 */
export function observePreparedQueries(
  instance: PGlite,
  observer: PreparedQueryObserver | undefined,
): void {
  if (observer) observers.set(instance, observer);
  else observers.delete(instance);
}

function cacheOf(instance: PGlite): StatementCache {
  let cache = caches.get(instance);
  if (!cache) {
    cache = { statements: new Map(), nextId: 0 };
    caches.set(instance, cache);
  }
  return cache;
}

/** Sends `messages` and a Sync in one call; a database error is thrown after the Sync. */
async function exchange(instance: PGlite, messages: Uint8Array[]): Promise<BackendMessage[]> {
  const { messages: answer } = await instance.execProtocol(
    concatBytes([...messages, protocol.serialize.sync()]),
    {
      syncToFs: false,
    },
  );
  return answer as BackendMessage[];
}

async function prepare(
  instance: PGlite,
  cache: StatementCache,
  sql: string,
): Promise<PreparedStatement> {
  const name = `tp_${cache.nextId++}`;
  const answer = await exchange(instance, [
    protocol.serialize.parse({ name, text: sql }),
    protocol.serialize.describe({ type: 'S', name }),
  ]);
  const statement: PreparedStatement = {
    name,
    paramTypes: parse.parseDescribeStatementResults(answer),
    rowDescription: answer.find((message) => message.name === 'rowDescription'),
  };
  cache.statements.set(sql, statement);
  if (cache.statements.size > MAX_STATEMENTS) {
    const [oldestSql, oldest] = cache.statements.entries().next().value as [
      string,
      PreparedStatement,
    ];
    cache.statements.delete(oldestSql);
    await exchange(instance, [protocol.serialize.close({ type: 'S', name: oldest.name })]);
  }
  return statement;
}

function serializeParams(instance: PGlite, statement: PreparedStatement, params: unknown[]) {
  return params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = instance.serializers[statement.paramTypes[index] ?? 0];
    return serializer ? serializer(value) : String(value);
  });
}

/**
 * `instance.query(sql, params, options)` through a named prepared statement, kept per instance
 * by its text: PostgreSQL parses and analyses each distinct statement once (and, after a few
 * runs, may keep its plan), and a run is one call into the WebAssembly instead of PGlite's six
 * (Parse, Describe, Bind, Describe, Execute, Sync for every query). The app sends a few hundred
 * distinct statements, thousands of times. Same answers: rows parsed by the instance's parsers
 * and `options.parsers`, as `query` does, from rows read without PGlite's per-field copies
 * (pglite-answer.ts). Used for the server's own PGlite, where nothing else
 * touches its files; not for options this path does not know (blobs, parameter types).
 */
export async function preparedQuery<T>(
  instance: PGlite,
  sql: string,
  params: unknown[] = [],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results<T>> {
  observers.get(instance)?.(sql, params, options);
  if (inTransaction) return preparedQueryInOrder(instance, sql, params, options);
  // As PGlite's own `query`: not in the middle of someone else's transaction, and written to
  // the data directory after.
  return instance._runExclusiveTransaction(async () => {
    const results = await preparedQueryInOrder<T>(instance, sql, params, options);
    await instance.syncToFs();
    return results;
  });
}

async function preparedQueryInOrder<T>(
  instance: PGlite,
  sql: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  try {
    return await runPrepared<T>(instance, sql, params, options);
  } catch (error) {
    if (!isPlanTypeChange(error)) throw decorated(error, sql, params, options);
    // A table the statement reads changed shape (a migration): prepare it again.
    await forget(instance, sql);
    try {
      return await runPrepared<T>(instance, sql, params, options);
    } catch (again) {
      throw decorated(again, sql, params, options);
    }
  }
}

/** Whether `sql` is a statement worth keeping prepared: the app's reads and writes, not DDL. */
export function isPreparable(sql: string): boolean {
  return /^\s*(select|insert|update|delete|with)\b/i.test(sql);
}

function isPlanTypeChange(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '0A000';
}

/** The error as PGlite's own `query` throws it: with the statement and its parameters. */
function decorated(error: unknown, sql: string, params: unknown[], options?: QueryOptions) {
  if (error && typeof error === 'object' && 'code' in error)
    Object.assign(error, { query: sql, params, queryOptions: options });
  return error;
}

async function forget(instance: PGlite, sql: string): Promise<void> {
  const cache = cacheOf(instance);
  const statement = cache.statements.get(sql);
  if (!statement) return;
  cache.statements.delete(sql);
  await instance.runExclusive(() =>
    exchange(instance, [protocol.serialize.close({ type: 'S', name: statement.name })]),
  );
}

function runPrepared<T>(
  instance: PGlite,
  sql: string,
  params: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  return instance.runExclusive(async () => {
    const cache = cacheOf(instance);
    let statement = cache.statements.get(sql);
    if (statement) {
      // Most recently used last: the map's order is the eviction order.
      cache.statements.delete(sql);
      cache.statements.set(sql, statement);
    } else statement = await prepare(instance, cache, sql);
    const answer = await executeForRows(instance, [
      protocol.serialize.bind({
        statement: statement.name,
        values: serializeParams(instance, statement, params) as string[],
      }),
      protocol.serialize.execute({}),
    ]);
    const messages = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    return parse.parseResults(messages, instance.parsers, options)[0] as Results<T>;
  });
}
