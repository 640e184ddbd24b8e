/**
 * The session record's live fields as a zod object (SessionLiveFields in the wire file), so the
 * sessions contract documents and checks them like its other fields.
 */
import { z } from 'zod';
import { integer } from '../resources/payload-fields.ts';
import type { SessionLiveFields } from './live-session-wire.ts';

export const sessionMeetingView = z.object({
  provider: z.enum(['jitsi', 'zoom']),
  joinUrl: z.string().nullable(),
});

export const sessionLiveFields = z.object({
  launchable: z.boolean(),
  canAttend: z.boolean(),
  canLaunch: z.boolean(),
  canEdit: z.boolean(),
  canCancel: z.boolean(),
  isPast: z.boolean(),
  recentlyStarted: z.boolean(),
  attendanceOpen: z.boolean(),
  identifier: z.string().nullable(),
  zoomMeeting: sessionMeetingView.nullable(),
  subjectId: integer.nullable(),
  sessionSubject: z.object({ id: integer, name: z.string() }).nullable(),
  dynamicSubject: z.boolean(),
  includePoints: z.boolean(),
  requiresAttendanceNote: z.boolean(),
  /**
   * The employees assigned to the session: who may join its meeting is decided on the record
   * (the meeting actions' permission), so it carries them.
   */
  assignedEmployeeIds: z.array(integer),
});

/** The record's live fields; a compile error here means the schema and the wire interface drifted. */
export type SessionLiveRecordFields =
  z.infer<typeof sessionLiveFields> extends SessionLiveFields
    ? z.infer<typeof sessionLiveFields>
    : never;
