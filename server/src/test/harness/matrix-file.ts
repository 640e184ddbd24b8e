import { describe } from 'vitest';
import { describeAuthorizationMatrix, type MatrixRows } from './matrix-suite.ts';
import {
  hashOf,
  isSlotInRun,
  slotLabel,
  WITH_POSTGRES,
  type HarnessSlot,
} from './harness-shards.ts';
import type { RoleClass } from './role-classes.ts';

/**
 * With PostgreSQL beside it, PGlite runs the own-scope roles alone (their reads are SQL scopes,
 * so the embedded engine answers them too) and PostgreSQL, about twice as fast a request, runs
 * every other class; without it, PGlite runs them all. Either way each class runs once a run,
 * and the rows every run needs (signed out, the reference rows, spoofing) run in the first file.
 */
const PGLITE_ROWS_BESIDE_POSTGRES = ['student', 'parent'];

function rowsOf(slot: HarnessSlot): MatrixRows | undefined {
  const label = slotLabel(slot);
  const runsSharedRows = slot.backend === 'pglite' && slot.number === 1;
  const half = (role: RoleClass) => hashOf(role.label) % 2 === slot.number - 1;
  if (!WITH_POSTGRES) return { label, runsSharedRows, keep: half };
  if (slot.backend === 'pglite') {
    const keep = (role: RoleClass) => PGLITE_ROWS_BESIDE_POSTGRES.includes(role.label);
    return runsSharedRows ? { label, runsSharedRows, keep } : undefined;
  }
  return {
    label,
    runsSharedRows,
    keep: (role) => !PGLITE_ROWS_BESIDE_POSTGRES.includes(role.label) && half(role),
  };
}

/**
 * The body of one authorization-matrix file: its share of the role classes (harness-shards.ts),
 * or a skip when its backend is off or it has no share in this run.
 */
export function authorizationMatrixFile(slot: HarnessSlot): void {
  const rows = isSlotInRun(slot) ? rowsOf(slot) : undefined;
  if (rows) describeAuthorizationMatrix(slot.backend, rows);
  else
    describe.skip(`the authorization matrix (${slot.backend}, part ${slot.number}): nothing to run here`, () => {});
}
