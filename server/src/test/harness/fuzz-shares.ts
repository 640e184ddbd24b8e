import type { Backend } from '../harness.ts';
import type { Operation } from './openapi-operations.ts';

/** Which operations a backend fuzzes when both run: a share of the operations, and its label. */
export interface FuzzShare {
  label: string;
  keep(operation: Operation): boolean;
}

/** A stable number for an operation's key (FNV-1a), so a share never depends on the order. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * Half of the operations for each backend, by the hash of the operation's key: both engines
 * are PostgreSQL (PGlite is its WebAssembly build), so fuzzing each operation once a run, on
 * either, finds what fuzzing it twice would; an operation added later falls into one share.
 */
export function fuzzShareOf(backend: Backend): FuzzShare {
  const parity = backend === 'pglite' ? 0 : 1;
  return {
    label: `the operations whose key hashes ${parity === 0 ? 'even' : 'odd'}`,
    keep: (operation) => hashOf(operation.key) % 2 === parity,
  };
}
