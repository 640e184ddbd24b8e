/**
 * The sessions actions of homework help's hubs and spokes (spec scheduling §4 split, §7
 * GET /sessions/{id}/potential_hubs): kept apart from the sessions contract, which spreads them in.
 */
import { z } from 'zod';
import type { ActionContract } from '../resources/contract.ts';
import { integer, isoDateTime, recordId } from '../resources/payload-fields.ts';
import {
  SESSION_HUB_ACTIONS_RULES,
  type HubSession,
} from '../resources/access/session-hub-actions.ts';
export { isSessionTutor } from '../resources/access/session-hub-actions.ts';

export const sessionSplit = z.object({
  /** The subject the session continues with. */
  subjectId: recordId,
  /** The students who go on to the new session; all of the session's when left out. */
  studentIds: z.array(recordId).min(1).max(200).optional(),
});
export type SessionSplit = z.infer<typeof sessionSplit>;

export const sessionSplitResult = z.object({
  /** The new session (a spoke of the hub). */
  newSessionId: integer,
  hubId: integer,
  subjectName: z.string(),
});
export type SessionSplitResult = z.infer<typeof sessionSplitResult>;

export const potentialHub = z.object({
  id: integer,
  courseId: integer,
  title: z.string(),
  subjectName: z.string().nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  supervisorName: z.string().nullable(),
  attendancesCount: integer,
  /** The hub the session belongs to (it was split from it). */
  selected: z.boolean(),
});
export type PotentialHub = z.infer<typeof potentialHub>;

export const SESSION_HUB_ACTIONS = {
  potentialHubs: {
    on: 'member',
    method: 'GET',
    path: 'potential_hubs',
    summary:
      'The homework-help hubs of a session (spec scheduling §7): the hub it was split from (selected) and the other homework-help sessions, not split ones, not canceled, that overlap it; by start. Answers { hubs: [{ id, courseId, title, subjectName, startsAt, endsAt, supervisorName, attendancesCount, selected }] }. Staff, and the tutors who may read the session.',
    output: z.object({ hubs: z.array(potentialHub) }),
    allow: SESSION_HUB_ACTIONS_RULES.potentialHubs,
  },
  split: {
    on: 'member',
    method: 'POST',
    path: 'split',
    summary:
      "Splits a homework-help session into another subject's session (spec scheduling §4), in one transaction: the session ends at the current minute, and a new Session::TutoringSplit session (a spoke of its hub) continues it until its old end with that subject, the same tutors and the students chosen (all by default). Body: { subjectId, studentIds? }. Answers { newSessionId, hubId, subjectName }; once committed, homework-help-session-change { sessionId, action: split, newSessionId, subjectName } on public-homework-help. 422 when not homework help, the subject it already has, students not its own; 409 when canceled or outside the window (after its first minute, until 5 minutes before its end). Scheduling staff, or one of its tutors.",
    input: { in: 'body', schema: sessionSplit },
    output: sessionSplitResult,
    allow: SESSION_HUB_ACTIONS_RULES.split,
  },
} as const satisfies Record<string, ActionContract<HubSession>>;
