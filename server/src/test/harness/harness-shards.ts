import { BACKENDS, type Backend } from '../harness.ts';

/**
 * The long harness suites (the authorization matrix, fuzzing) are split over four files, two
 * per backend, so that vitest's workers share them instead of one worker running a suite for
 * minutes while the other runs out of files. A file is one slot: its backend and number.
 */
export interface HarnessSlot {
  backend: Backend;
  number: 1 | 2;
}

/** Whether this run has PostgreSQL beside PGlite (DATABASE_URL_TEST is set). */
export const WITH_POSTGRES = BACKENDS.includes('postgres');

/** The slots that run in this run: both PGlite files, and both PostgreSQL ones when it is set. */
export function isSlotInRun(slot: HarnessSlot): boolean {
  return slot.backend === 'pglite' || WITH_POSTGRES;
}

/** The slots of this run in a fixed order: the share of an item is its index among them. */
export function slotsInRun(): HarnessSlot[] {
  const all: HarnessSlot[] = [
    { backend: 'pglite', number: 1 },
    { backend: 'pglite', number: 2 },
    { backend: 'postgres', number: 1 },
    { backend: 'postgres', number: 2 },
  ];
  return all.filter(isSlotInRun);
}

/** `part 1 of 2`: which of its backend's files a slot is (the suites name the backend). */
export function slotLabel(slot: HarnessSlot): string {
  const ofBackend = slotsInRun().filter((s) => s.backend === slot.backend).length;
  return `part ${slot.number} of ${ofBackend}`;
}

/** A stable number for a key (FNV-1a), so a share never depends on the order of the items. */
export function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}
