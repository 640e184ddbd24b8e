/**
 * The sessions actions of the video meeting and the session subject (spec scheduling §3, §4):
 * kept apart from the sessions contract, which spreads them in.
 */
import { z } from 'zod';
import type { ActionContract } from '../resources/contract.ts';
import { integer } from '../resources/payload-fields.ts';
import {
  SESSION_MEETING_ACTIONS_RULES,
  type MeetingSession,
} from '../resources/access/session-meeting-actions.ts';
export { mayUseMeeting } from '../resources/access/session-meeting-actions.ts';

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
    allow: SESSION_MEETING_ACTIONS_RULES.prepare,
  },
  recordings: {
    on: 'member',
    method: 'GET',
    path: 'recordings',
    summary:
      "The recordings of the session's meeting: { zoomRecordings: [{ recordingStart, duration (minutes), downloadUrl, playUrl }] }; empty with Jitsi or before a meeting exists. Those who may join or launch it.",
    output: z.object({ zoomRecordings: z.array(sessionRecording) }),
    allow: SESSION_MEETING_ACTIONS_RULES.recordings,
  },
  resetSubject: {
    on: 'member',
    method: 'POST',
    path: 'reset_subject',
    summary:
      'Clears the subject picked for a session of a course with a dynamic subject (422 "This course does not have a dynamic subject" otherwise). Its supervisor or scheduling staff. Answers { session }.',
    allow: SESSION_MEETING_ACTIONS_RULES.resetSubject,
  },
} as const satisfies Record<string, ActionContract<MeetingSession>>;
