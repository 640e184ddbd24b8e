/**
 * Test support shared by the server's tests and the component tests' in-process API (mocks):
 * a transaction held open and rolled back at the end, so a test's writes vanish in
 * milliseconds instead of a database being copied or loaded again.
 */

/** A transaction kept open until `end()`, which rolls it back. */
export interface HeldTransaction<Tx> {
  tx: Tx;
  end(): Promise<void>;
}

/**
 * Opens a transaction through `begin` (drizzle's or PGlite's `transaction`) and holds it open
 * until `end()`, which rolls it back with the transaction's own `rollback()`. Only an error
 * opening it is thrown here; drizzle's rollback throws by design and is expected.
 */
export async function holdTransaction<Tx extends { rollback(): unknown }>(
  begin: (work: (tx: Tx) => Promise<void>) => Promise<unknown>,
): Promise<HeldTransaction<Tx>> {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let opened!: (tx: Tx) => void;
  let failed!: (error: unknown) => void;
  const txOpened = new Promise<Tx>((resolve, reject) => {
    opened = resolve;
    failed = reject;
  });
  // Once opened, `failed` does nothing: the rollback's own error (drizzle's) ends here.
  const finished = begin(async (tx) => {
    opened(tx);
    await ended;
    await tx.rollback();
  }).catch(failed);
  const tx = await txOpened;
  return {
    tx,
    end: async () => {
      end();
      await finished;
    },
  };
}

/** Runs the work handed to it one piece at a time, in the order it was handed over. */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const result = last.then(work);
    last = result.catch(() => undefined);
    return result;
  };
}
