/**
 * The sessions actions of the video meeting and the session subject (spec scheduling §3, §4):
 * kept apart from the sessions contract, which spreads them in.
 */
import { z } from 'zod';
import type { Actor } from '../permissions/actor.ts';
import type { AccessRule } from '../permissions/rules.ts';
import { SCHEDULING_STAFF_ROLES, hasAnyRole, isStaff } from '../roles.ts';
import type { ActionContract } from '../resources/contract.ts';
import { integer } from '../resources/payload-fields.ts';
import { canLaunchSession } from './session-live-rules.ts';

/** What the meeting rules read of a session record. */
interface MeetingSession {
  supervisorId: number | null;
  assignedEmployeeIds: readonly number[];
}

/**
 * Who may prepare or join a session's meeting: its supervisor or an admin (who launch it), an
 * employee assigned to it, and the students and parents who may read it at all (their read
 * scope is the sessions their own students attend, so reading it means attending it).
 */
export function mayUseMeeting(actor: Actor, session: MeetingSession): boolean {
  if (canLaunchSession(actor, session)) return true;
  if (actor.employeeId !== null && session.assignedEmployeeIds.includes(actor.employeeId))
    return true;
  return !isStaff(actor.roles) && hasAnyRole(actor.roles, ['student', 'parent']);
}

const meetingUsers: AccessRule<MeetingSession> = {
  reach: (actor) => (actor.roles.length > 0 ? 'own' : 'none'),
  own: mayUseMeeting,
};

/** The session's supervisor, or scheduling staff (spec §4 "reset subject"). */
const subjectResetters: AccessRule<MeetingSession> = {
  reach: (actor) =>
    hasAnyRole(actor.roles, SCHEDULING_STAFF_ROLES)
      ? 'all'
      : actor.employeeId !== null
        ? 'own'
        : 'none',
  own: (actor, session) => actor.employeeId !== null && session.supervisorId === actor.employeeId,
};

export const sessionRecording = z.object({
  recordingStart: z.string(),
  duration: integer,
  downloadUrl: z.string(),
  playUrl: z.string(),
});

export const SESSION_MEETING_ACTIONS = {
  prepare: {
    on: 'member',
    method: 'GET',
    path: 'prepare',
    summary:
      "Provisions the session's video meeting once (Zoom when configured, else a Jitsi room; later and concurrent calls reuse it) and answers { session } with zoomMeeting. Its supervisor, an admin, an assigned employee, or a student or parent of it. 409 when the session is canceled or has ended.",
    allow: meetingUsers,
  },
  recordings: {
    on: 'member',
    method: 'GET',
    path: 'recordings',
    summary:
      "The recordings of the session's meeting: { zoomRecordings: [{ recordingStart, duration (minutes), downloadUrl, playUrl }] }; empty with Jitsi or before a meeting exists. Those who may join or launch it.",
    output: z.object({ zoomRecordings: z.array(sessionRecording) }),
    allow: meetingUsers,
  },
  resetSubject: {
    on: 'member',
    method: 'POST',
    path: 'reset_subject',
    summary:
      'Clears the subject picked for a session of a course with a dynamic subject (422 "This course does not have a dynamic subject" otherwise). Its supervisor or scheduling staff. Answers { session }.',
    allow: subjectResetters,
  },
} as const satisfies Record<string, ActionContract<MeetingSession>>;
