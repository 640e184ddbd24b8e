import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Per table: its row count and a checksum of its rows. */
export type Fingerprint = Map<string, string>;

/**
 * The rows of a raw query. `Db` is typed over both drivers, whose raw results it cannot name;
 * both answer `{ rows }`.
 */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The application's tables, read once from the catalogue (new tables are covered with no change here). */
async function tablesOf(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/**
 * A cheap fingerprint of everything stored: per table, `count(*)` and an md5 of its rows as
 * text in a fixed order, in one query. Two equal fingerprints mean nothing was stored,
 * changed or removed between them. The harness's seeded world is small, so this stays cheap.
 */
export async function fingerprintOf(db: Db, tables?: string[]): Promise<Fingerprint> {
  const names = tables ?? (await tablesOf(db));
  const selects = names.map(
    (name) =>
      `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as print from "${name}" t`,
  );
  const rows = await rowsOf<{ name: string; print: string }>(
    db,
    sql.raw(selects.join(' union all ')),
  );
  return new Map(rows.map((row) => [row.name, row.print]));
}

/** The first transaction id not yet handed out: it moves only when something writes. */
async function nextTransactionId(db: Db): Promise<string> {
  const [row] = await rowsOf<{ xmax: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  return row!.xmax;
}

/**
 * A fingerprinter bound to one database, listing its tables once. It reads the tables again
 * only when a transaction id was handed out since the last time (a write began, committed or
 * not); reads and requests refused before writing cost one tiny query. The shortcut needs each
 * request to run in transactions of its own: inside the rolled-back test transaction a second
 * write hands out no new id, so use it in a test declaring `{ meta: { ownDatabase: true } }`.
 */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = await tablesOf(db);
  let last: { xid: string; print: Fingerprint } | undefined;
  return async () => {
    const xid = await nextTransactionId(db);
    if (last?.xid !== xid) {
      const print = await fingerprintOf(db, tables);
      // Reading the id again: fingerprinting itself hands none out, so this is the same one.
      last = { xid: await nextTransactionId(db), print };
    }
    return last.print;
  };
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
