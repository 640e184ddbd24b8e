import { describe } from 'vitest';
import { describeAuthorizationMatrix } from './matrix-suite.ts';
import {
  hashOf,
  isSlotInRun,
  slotLabel,
  WITH_POSTGRES,
  type HarnessSlot,
} from './harness-shards.ts';
import type { RoleClass } from './role-classes.ts';

/** The rows the spoofing row and the stand-in are judged against: in every file. */
const REFERENCE_ROWS = ['tutor', 'admin'];

/**
 * With PostgreSQL beside it, PGlite runs the own-scope roles alone (their reads are SQL scopes,
 * so the embedded engine answers them too) and PostgreSQL, about twice as fast a request, runs
 * every other class; without it, PGlite runs them all. Either way each class runs once a run.
 */
const PGLITE_ROWS_BESIDE_POSTGRES = [...REFERENCE_ROWS, 'student', 'parent'];

function rowsOf(slot: HarnessSlot): ((role: RoleClass) => boolean) | undefined {
  const isReference = (role: RoleClass) => REFERENCE_ROWS.includes(role.label);
  const half = (role: RoleClass) => hashOf(role.label) % 2 === slot.number - 1;
  if (!WITH_POSTGRES) return (role) => isReference(role) || half(role);
  if (slot.backend === 'pglite') {
    return slot.number === 1
      ? (role) => PGLITE_ROWS_BESIDE_POSTGRES.includes(role.label)
      : undefined;
  }
  return (role) =>
    isReference(role) || (!PGLITE_ROWS_BESIDE_POSTGRES.includes(role.label) && half(role));
}

/**
 * The body of one authorization-matrix file: its share of the role classes (harness-shards.ts),
 * or a skip when its backend is off or it has no share in this run.
 */
export function authorizationMatrixFile(slot: HarnessSlot): void {
  const keep = isSlotInRun(slot) ? rowsOf(slot) : undefined;
  if (keep) describeAuthorizationMatrix(slot.backend, { label: slotLabel(slot), keep });
  else
    describe.skip(`the authorization matrix (${slot.backend}, part ${slot.number}): nothing to run here`, () => {});
}
