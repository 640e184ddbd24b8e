import type { Db } from './client.ts';

/**
 * How many writes a database handle has sent, for databases only this process can write: an
 * embedded PGlite (its data directory is open in one process at a time). A cache of what such a
 * database answered holds while the count stands. PostgreSQL is not counted: other processes
 * write there too.
 */
const generations = new WeakMap<Db, () => number>();

export function countWrites(db: Db, generation: () => number): void {
  generations.set(db, generation);
}

/** The handle's write count, or undefined when its writes are not all seen here. */
export function writeGenerationOf(db: Db): number | undefined {
  return generations.get(db)?.();
}

/** Whether a statement can change rows: anything but a plain SELECT. */
export function isWriteStatement(sql: string): boolean {
  return !/^\s*select\b/i.test(sql);
}
