// The titles of notices and what each one's action does: zod-free, so the tutor's shell (its
// Notifications modal) does not download zod for them; the wire schema is resources/notices.ts.

/** The titles a notice may have (spec: scheduling §4 "Notice actions by title"). */
export const NOTICE_TITLES = [
  'New Student',
  'New Session',
  'New Assignment',
  'Session Update',
  'Canceled Session',
  'Cancelation',
  'Enrollment Update',
  'Email Sent',
  'Pace Target',
  'Under Target',
  'POG Form Due',
  'Session Reminder',
  'Session Attendance Reminder',
  'Exam Scored',
] as const;
export type NoticeTitle = (typeof NOTICE_TITLES)[number];

/** What a notice's action does, by title (spec §4); `linkId` names the record it opens. */
export type NoticeAction =
  | 'student'
  | 'message'
  | 'courseUpcoming'
  | 'studentPlanner'
  | 'pogForm'
  | 'scheduleToday'
  | 'session'
  | 'examTranscript';

export const NOTICE_ACTIONS: Record<NoticeTitle, NoticeAction> = {
  Cancelation: 'student',
  'Canceled Session': 'message',
  'Email Sent': 'message',
  'New Assignment': 'courseUpcoming',
  'Pace Target': 'courseUpcoming',
  'Session Update': 'courseUpcoming',
  'New Student': 'studentPlanner',
  'Enrollment Update': 'studentPlanner',
  'POG Form Due': 'pogForm',
  'Under Target': 'scheduleToday',
  'New Session': 'session',
  'Session Reminder': 'session',
  'Session Attendance Reminder': 'session',
  // Spec sign-in-exams §4: "Exam-scored notification goes only to students".
  'Exam Scored': 'examTranscript',
};

/** The action of a notice's title; an unknown title has none. */
export function noticeActionOf(title: string): NoticeAction | null {
  return (NOTICE_ACTIONS as Record<string, NoticeAction | undefined>)[title] ?? null;
}

/** Spec §4: "Notices are not cleared while spoofing." The refusal's sentence (409, on base). */
export const NOTICE_SPOOFING_MESSAGE = 'Notices are not cleared while spoofing.';
