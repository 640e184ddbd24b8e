import { describe } from 'vitest';
import { describeFuzzing } from './fuzz-suite.ts';
import { fuzzShareOf } from './fuzz-shares.ts';
import { isSlotInRun, type HarnessSlot } from './harness-shards.ts';

/** The body of one fuzzing file: its share of the operations, or a skip when its backend is off. */
export function fuzzingFile(slot: HarnessSlot): void {
  if (isSlotInRun(slot)) describeFuzzing(slot.backend, fuzzShareOf(slot));
  else
    describe.skip(`malformed input (${slot.backend}, part ${slot.number}): DATABASE_URL_TEST is not set`, () => {});
}
