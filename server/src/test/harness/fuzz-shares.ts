import type { Operation } from './openapi-operations.ts';
import { hashOf, slotLabel, slotsInRun, type HarnessSlot } from './harness-shards.ts';

/** Which operations a fuzzing file takes: a share of the operations, and its label. */
export interface FuzzShare {
  label: string;
  keep(operation: Operation): boolean;
}

/**
 * An equal share of the operations for each fuzzing file of the run (two on PGlite, two more
 * on PostgreSQL when it is set), by the hash of the operation's key: both engines are
 * PostgreSQL (PGlite is its WebAssembly build), so fuzzing each operation once a run, on
 * either, finds what fuzzing it on both would; an operation added later falls into one share.
 */
export function fuzzShareOf(slot: HarnessSlot): FuzzShare {
  const slots = slotsInRun();
  const index = slots.findIndex((s) => s.backend === slot.backend && s.number === slot.number);
  return {
    label: `${slotLabel(slot)} of the operations`,
    keep: (operation) => hashOf(operation.key) % slots.length === index,
  };
}
