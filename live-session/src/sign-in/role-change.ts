import { spooferOf } from '@tp/data-provider';
import type { AuthUser } from '@tp/domain';

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map((role) => role.toLowerCase()));
  const right = new Set(b.map((role) => role.toLowerCase()));
  return left.size === right.size && [...left].every((role) => right.has(role));
}

/**
 * Whether re-reading the signed-in user shows a permission change (spec §4): the same person, acting as
 * the same user, now holds other roles. Signing in, out, or starting or ending a spoof changes
 * who the user is, which is no permission change.
 */
export function hasPermissionChange(before: AuthUser | null, after: AuthUser | null): boolean {
  if (!before || !after || before.id !== after.id) return false;
  if (spooferOf(before)?.id !== spooferOf(after)?.id) return false;
  return !sameRoles(before.roles, after.roles);
}
