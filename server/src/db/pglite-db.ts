import { types, type ParserOptions, type PGlite, type QueryOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';
import { isPreparable, preparedQuery } from './pglite-prepared.ts';
import { countWrites, isWriteStatement } from './write-generation.ts';

/**
 * The types drizzle reads as PostgreSQL's text and parses itself: timestamps, intervals and
 * dates, and arrays of numerics, timestamps, intervals and dates (drizzle-orm/pglite's
 * session passes a parser for each with every query).
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const TEXT_TYPE_SET = new Set(TEXT_TYPES.map(String));
/** The element type of each array type among TEXT_TYPES. */
const ELEMENT_TYPES: Record<number, number> = {
  1231: types.NUMERIC,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
};

const asText = (value: string) => value;

/**
 * PGlite's own parsers for TEXT_TYPES (Dates for dates and timestamps), for a raw query on an
 * instance `pgliteDb` prepared that wants them: the mocks' test API answers Dates.
 */
export const PGLITE_OWN_TEXT_TYPE_PARSERS: ParserOptions = Object.fromEntries(
  TEXT_TYPES.map((oid) => {
    const element = ELEMENT_TYPES[oid];
    const parse =
      element === undefined
        ? (types.parsers[oid] ?? asText)
        : (value: string) => types.arrayParser(value, types.parsers[element] ?? asText, oid);
    return [oid, parse];
  }),
);

/** The part of a PGlite client (or a wrapper of one, as the mocks have) that drizzle calls. */
type QueryClient = Pick<PGlite, 'query' | 'transaction'>;

/** Makes `instance` answer TEXT_TYPES as text, as drizzle asks (again if PGlite reset them). */
function answerTextTypesAsText(instance: PGlite): void {
  for (const oid of TEXT_TYPES)
    if (instance.parsers[oid] !== asText) instance.parsers[oid] = asText;
}

/** `options` without drizzle's parsers when the instance already applies them. */
function withoutDrizzleParsers(instance: PGlite, options?: QueryOptions): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((oid) => TEXT_TYPE_SET.has(oid))) return options;
  answerTextTypesAsText(instance);
  const { parsers: _applied, ...rest } = options;
  return rest;
}

/**
 * `client` with its queries, and those of each of its transactions, sent without drizzle's
 * parsers; `onWrite` hears of each statement that may change rows (see write-generation.ts).
 * With `prepared`, the app's reads and writes run as named prepared statements on `instance`
 * (pglite-prepared.ts): only when the client is the instance itself, not a wrapper that does
 * more around each query (the mocks' rolled-back client).
 */
function leanQueries<T extends object>(
  client: T,
  instance: PGlite,
  onWrite?: () => void,
  prepared = false,
  inTransaction = false,
): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return async (sql: string, params?: unknown[], options?: QueryOptions) => {
          if (onWrite && isWriteStatement(sql)) onWrite();
          // PGlite sets its array parsers as it starts: the text ones go on after.
          await instance.waitReady;
          const lean = withoutDrizzleParsers(instance, options);
          if (prepared && isPreparable(sql) && !lean?.blob && !lean?.paramTypes)
            return preparedQuery(instance, sql, params, lean, inTransaction);
          return (target as QueryClient).query(sql, params, lean);
        };
      if (property === 'transaction')
        return <R>(work: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<R>) =>
          (target as QueryClient).transaction((tx) =>
            work(leanQueries(tx, instance, onWrite, prepared, true)),
          );
      if (property === 'exec' && onWrite)
        return (sql: string, options?: QueryOptions) => {
          onWrite();
          return (target as Pick<PGlite, 'exec'>).exec(sql, options);
        };
      // PGlite keeps state in private fields: its methods must run on the instance itself.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The app's database over a PGlite client: `instance`, or a client that wraps it (the mocks'
 * rolled-back client). Someone else opened it, e.g. in a browser page from a data directory
 * dump (`new PGlite({ loadDataDir })`), already migrated and seeded, or `openDatabase`.
 *
 * drizzle passes its parsers with every query, and PGlite then merges them into a copy of its
 * own table of over 300 parsers, for each query: about 80 µs a statement, over half of what a
 * small one costs. Here the instance itself answers those types as text, once, and drizzle's
 * queries go without them: the same rows. The instance's other callers get those types as
 * text too, unless they pass PGLITE_OWN_TEXT_TYPE_PARSERS.
 */
export function pgliteDb(client: QueryClient, instance: PGlite = client as PGlite): Db {
  const lean = leanQueries(client, instance, undefined, client === instance);
  return drizzle({ client: lean as PGlite, schema }) as unknown as Db;
}

/**
 * `pgliteDb` over an instance this process alone opened and writes through this handle only
 * (the server's own database): its writes are counted (`writeGenerationOf`), so what it answered
 * may be kept until the next write.
 */
export function countedPgliteDb(instance: PGlite): Db {
  let writes = 0;
  const client = leanQueries(
    instance,
    instance,
    () => {
      writes += 1;
    },
    true,
  );
  const db = drizzle({ client, schema }) as unknown as Db;
  countWrites(db, () => writes);
  return db;
}
