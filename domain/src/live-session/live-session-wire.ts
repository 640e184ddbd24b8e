/**
 * The wire shapes of the live session (spec scheduling §2–§4, §7): what the server answers and
 * accepts for the session page, attendance, subject allotments, points and the check-in board.
 * One definition, read by the server (which validates input with the zod schemas) and the apps.
 */
import { z } from 'zod';
import { recordId, storableText } from '../resources/payload-fields.ts';

/** Spec §2, §9: the six gems a tutor may give (brands with points). */
export const GEMS = ['Ruby', 'Amber', 'Gold', 'Emerald', 'Sapphire', 'Amethyst'] as const;
export type Gem = (typeof GEMS)[number];

/** Spec §9: the points buttons. */
export const POINTS_BUTTONS = [10, 50] as const;

/** Which provider made a session's meeting. */
export type MeetingProvider = 'jitsi' | 'zoom';

/** A session's meeting as a viewer sees it (never the host's start URL). */
export interface SessionMeetingView {
  provider: MeetingProvider;
  /** Present for viewers who may join (canAttend or canLaunch). */
  joinUrl: string | null;
}

/**
 * Fields of a session that depend on the clock and the viewer (spec §3), computed on the
 * server by domain's rules with the clock passed in. GET /sessions/{id} and
 * GET /sessions/{id}/prepare answer them on the session record.
 */
export interface SessionLiveFields {
  /** In progress: from 15 minutes before the start (5 for HH) until the end, not canceled. */
  launchable: boolean;
  /** The viewer may join the meeting (a student or parent of it, or an assigned tutor). */
  canAttend: boolean;
  /** The viewer may host it (its supervisor, or an admin). */
  canLaunch: boolean;
  canEdit: boolean;
  canCancel: boolean;
  isPast: boolean;
  /** From 15 minutes before its start. */
  recentlyStarted: boolean;
  /** Attendance may be taken: from 30 minutes before the start, and not closed. */
  attendanceOpen: boolean;
  /** The brand's identifier ("HH" for homework help), or null. */
  identifier: string | null;
  zoomMeeting: SessionMeetingView | null;
  /** The subject of a course with a dynamic subject, when one was picked. */
  subjectId: number | null;
  sessionSubject: { id: number; name: string } | null;
  dynamicSubject: boolean;
  /** The brand's flags the page needs. */
  includePoints: boolean;
  /** The brand is Tutoring: the attendance note is required until attendance is taken. */
  requiresAttendanceNote: boolean;
}

/** A recording of a session's meeting (spec §3 Recording). None with Jitsi. */
export interface SessionRecording {
  recordingStart: string;
  /** Minutes. */
  duration: number;
  downloadUrl: string;
  playUrl: string;
}

/** One student's row of an attendance submit. */
export const attendanceSubmitRow = z.object({
  id: recordId,
  attended: z.boolean(),
  /** Customer-facing; only for a student who attended; 140 characters at least when required. */
  notes: storableText.max(10_000).nullable().optional(),
  /** Points earned in this submit (the +10 / +50 buttons), added to the stored totals. */
  points: z.number().int().min(0).max(1000).optional(),
  /** Gems given in this submit. */
  badges: z.array(z.enum(GEMS)).max(60).optional(),
});
/** One tutor's row (the tutor table, when the session has more than one assignment). */
export const assignmentSubmitRow = z.object({ id: recordId, attended: z.boolean() });

/**
 * POST /sessions/{id}/submit_attendance: the whole session at once, in one transaction
 * (attendances, attendanceTakenAt, points and badges together or nothing).
 */
export const attendanceSubmit = z.object({
  attendances: z.array(attendanceSubmitRow).max(5000),
  assignments: z.array(assignmentSubmitRow).max(100).optional(),
});
export type AttendanceSubmit = z.infer<typeof attendanceSubmit>;

/** One subject's minutes; minutes 0 on an existing allotment destroys it (spec §4). */
export const allotmentInput = z.object({
  id: recordId.optional(),
  subjectId: recordId,
  minutes: z.number().int().min(0).max(600),
});
/** PUT /sessions/{id}/allotments: the session's allotments, or a skip when allowed. */
export const allotmentsSave = z.object({
  allotments: z.array(allotmentInput).max(50),
  skip: z.boolean().optional(),
});
export type AllotmentsSave = z.infer<typeof allotmentsSave>;

/** An allotment as read (spec §3 Allotment). */
export interface AllotmentView {
  id: number;
  subjectId: number;
  subjectName: string;
  categoryName: string;
  minutes: number;
}

/** A student's level (spec §3 Student level). */
export interface StudentLevelView {
  sequence: number;
  rank: string;
  pointThreshold: number;
  /** The next level's threshold, or null at the top. */
  nextLevel: { rank: string; pointThreshold: number } | null;
  /** Progress to the next level in percent, capped at 100. */
  progress: number;
}

/** One student on the check-in board (spec §2 "students with points, level, rank and gems"). */
export interface CheckInStudent {
  studentId: number;
  attendanceId: number;
  fullName: string;
  avatarUrl: string | null;
  points: number;
  level: StudentLevelView | null;
  unredeemedBadgesCount: number;
  /** Unredeemed gems by name. */
  gems: Record<Gem, number>;
}

/** GET /sessions/{id}/check_in. */
export interface CheckInBoard {
  sessionId: number;
  title: string;
  startsAt: string;
  endsAt: string;
  students: CheckInStudent[];
}
