/**
 * Who may listen on a session's private channel (`private-session-{id}`, the check-in board's
 * student changes): those who may read the session's attendances and are staff or its tutors.
 */
import { reachOf } from '../permissions/can.ts';
import type { Actor } from '../permissions/actor.ts';
import { isStaff } from '../roles.ts';

const SESSION_CHANNEL = /^private-session-(\d{1,10})$/;

/** The session id of `private-session-{id}`; null for any other channel name. */
export function parsePrivateSessionChannel(channel: string): number | null {
  const match = SESSION_CHANNEL.exec(channel);
  return match ? Number(match[1]) : null;
}

/** `session` is the session as the actor reads it (they may read it at all). */
export function canListenToSessionChannel(
  actor: Actor,
  session: { supervisorId: number | null; assignedEmployeeIds: readonly number[] },
): boolean {
  if (reachOf(actor, 'read', 'attendances') === 'none') return false;
  if (isStaff(actor.roles)) return true;
  const { employeeId } = actor;
  return (
    employeeId !== null &&
    (session.supervisorId === employeeId || session.assignedEmployeeIds.includes(employeeId))
  );
}
