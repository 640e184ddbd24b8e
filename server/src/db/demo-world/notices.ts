import { NOTICE_TITLES, type NoticeTitle } from '@tp/domain';
import type { People } from './people.ts';
import { addDays, addMinutes } from './time.ts';
import type { AttendanceRow, MessageRow, NoticeRow, SessionRow } from './types.ts';

/**
 * The demo notices: the demo tutor has one of every title (spec: scheduling §4), linked to
 * their own students, sessions, courses and messages (the latest about a course of theirs),
 * some read and the POG form with a due date; the other demo accounts a few of their own.
 */
export function generateNotices(
  now: Date,
  people: People,
  sessions: readonly SessionRow[],
  attendances: readonly AttendanceRow[],
  messages: readonly MessageRow[],
): NoticeRow[] {
  const userIdOf = (email: string): number => {
    const user = people.users.find((u) => u.email === email);
    if (!user) throw new Error(`No user ${email}`);
    return user.id;
  };
  const tutorUserId = userIdOf('tutor@demo.test');
  const tutorId = people.tutorIds[0];
  const own = sessions
    .filter((s) => s.supervisorId === tutorId && !s.canceledAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const upcoming = own.filter((s) => s.startsAt.getTime() > now.getTime());
  const past = own.filter((s) => s.endsAt.getTime() <= now.getTime());
  const next = upcoming[0] ?? own[0];
  const later = upcoming[1] ?? next;
  const lastPast = past[past.length - 1] ?? next;
  const studentOf = (session: SessionRow | undefined) =>
    attendances.find((a) => a.sessionId === session?.id && a.studentId !== null)?.studentId ?? null;
  const studentIds = [
    ...new Set(
      own.map((s) => studentOf(s)).filter((id): id is number => id !== null && id !== undefined),
    ),
  ];
  const nameOf = (studentId: number | null | undefined) => {
    const student = people.students.find((s) => s.id === studentId);
    return student ? `${student.firstName} ${student.lastName}` : 'A student';
  };
  const newStudent = studentIds[studentIds.length - 1] ?? null;
  const otherStudent = studentIds[0] ?? newStudent;
  const courseId = next?.courseId ?? null;
  const ownCourses = new Set<number | null | undefined>(own.map((s) => s.courseId));
  const message =
    [...messages]
      .filter((m) => m.courseId != null && ownCourses.has(m.courseId))
      .sort((a, b) => (b.sentAt?.getTime() ?? 0) - (a.sentAt?.getTime() ?? 0))[0] ?? messages[0];

  // Every title a tutor is sent: an exam's score goes to its student only (exam-transcripts.ts).
  const forTutor: Record<
    Exclude<NoticeTitle, 'Exam Scored'>,
    Omit<NoticeRow, 'id' | 'userId' | 'title'>
  > = {
    'New Student': {
      message: `${nameOf(newStudent)} is your new student: their first session is booked.`,
      linkId: newStudent,
      readAt: null,
      dueAt: null,
      createdAt: addMinutes(now, -20),
    },
    'New Session': {
      message: `${nameOf(studentOf(later))}: a session was booked.`,
      linkId: later?.id ?? null,
      readAt: null,
      dueAt: null,
      createdAt: addMinutes(now, -45),
    },
    'Session Reminder': {
      message: 'Reminder: you have a session coming up today.',
      linkId: next?.id ?? null,
      readAt: null,
      dueAt: null,
      createdAt: addMinutes(now, -60),
    },
    'Session Attendance Reminder': {
      message: 'Please take attendance for your last session.',
      linkId: lastPast?.id ?? null,
      readAt: null,
      dueAt: null,
      createdAt: addMinutes(now, -120),
    },
    'POG Form Due': {
      message: 'Please read and sign the policies (POG) form.',
      linkId: null,
      readAt: null,
      dueAt: addDays(now, 7),
      createdAt: addDays(now, -1),
    },
    'Under Target': {
      message: 'You are under your delivery target this week. Add availability to catch up.',
      linkId: null,
      readAt: addDays(now, -1),
      dueAt: null,
      createdAt: addDays(now, -1),
    },
    'Session Update': {
      message: 'One of your course sessions was moved.',
      linkId: courseId,
      readAt: addDays(now, -1),
      dueAt: null,
      createdAt: addDays(now, -2),
    },
    'New Assignment': {
      message: 'You were assigned to a course.',
      linkId: courseId,
      readAt: addDays(now, -2),
      dueAt: null,
      createdAt: addDays(now, -2),
    },
    'Pace Target': {
      message: `${nameOf(otherStudent)} is behind their weekly pace.`,
      linkId: courseId,
      readAt: addDays(now, -2),
      dueAt: null,
      createdAt: addDays(now, -3),
    },
    Cancelation: {
      message: `${nameOf(otherStudent)} canceled a session.`,
      linkId: otherStudent,
      readAt: addDays(now, -3),
      dueAt: null,
      createdAt: addDays(now, -3),
    },
    'Canceled Session': {
      message: 'A session of your course was canceled.',
      linkId: message?.id ?? null,
      readAt: addDays(now, -3),
      dueAt: null,
      createdAt: addDays(now, -4),
    },
    'Enrollment Update': {
      message: `${nameOf(otherStudent)}'s enrollment was updated.`,
      linkId: otherStudent,
      readAt: addDays(now, -4),
      dueAt: null,
      createdAt: addDays(now, -4),
    },
    'Email Sent': {
      message: message
        ? `${message.senderName || 'Staff'} sent an email about your course: "${message.subject}".`
        : 'An email was sent to the family of one of your students.',
      linkId: message?.id ?? null,
      readAt: addDays(now, -5),
      dueAt: null,
      createdAt: addDays(now, -5),
    },
  };
  const drafts: Omit<NoticeRow, 'id' | 'lockVersion'>[] = [
    ...NOTICE_TITLES.filter((title) => title !== 'Exam Scored').map((title) => ({
      userId: tutorUserId,
      title,
      ...forTutor[title],
    })),
    {
      userId: userIdOf('leader@demo.test'),
      title: 'Under Target',
      message: 'You are under your availability target this week.',
      linkId: null,
      readAt: null,
      dueAt: null,
      createdAt: addDays(now, -4),
    },
    {
      userId: userIdOf('leader@demo.test'),
      title: 'POG Form Due',
      message: 'Please read and sign the policies (POG) form.',
      linkId: null,
      readAt: null,
      dueAt: addDays(now, 5),
      createdAt: addDays(now, -4),
    },
  ];
  return drafts.map((draft, index) => ({ id: index + 1, ...draft, lockVersion: 0 }));
}
