import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';

/**
 * The optimistic-locking counter of a record the API lets clients change: 0 when created,
 * one more on every UPDATE of the row through Drizzle, whoever makes it (the engine's update,
 * an action, a service), because `$onUpdate` adds `lock_version = <table>.lock_version + 1` to
 * every update (and upsert) that does not set it. The SQL reads the row's own value, so
 * concurrent updates each add one (no read-then-write in JavaScript). An update that must not
 * overwrite a newer change also filters on the version the client read (the engine's update).
 * `table` is the table's SQL name: an upsert's SET sees the new row too (`excluded`), so the
 * column is qualified.
 */
export const lockVersion = (table: string) =>
  integer('lock_version')
    .notNull()
    .default(0)
    // Drizzle reads a falsy default as none and would insert the `$onUpdate` SQL instead.
    .$defaultFn(() => 0)
    .$onUpdate(() => sql`${sql.identifier(table)}.${sql.identifier('lock_version')} + 1`);
