import { MESSAGE_TYPES, type MessageType } from '@tp/domain';
import { createRng, type Rng } from './prng.ts';
import { DAY_MS, MINUTE_MS } from './time.ts';
import type {
  CourseRow,
  EnrollmentRow,
  MessageRecipientRow,
  MessageRow,
  ParentRow,
  StudentRow,
  UserRow,
} from './types.ts';

/** The staff who write to families in the demo (the demo logins, so a viewer knows them). */
const SENDER_EMAILS = ['advisor@demo.test', 'manager@demo.test', 'admin@demo.test'] as const;

/** Share of courses with no message yet, so the contact tab's empty state shows in the demo. */
const SILENT_COURSE_RATE = 0.15;
/** Messages go back this many days from `now`. */
const HISTORY_DAYS = 45;

const WRITING: Record<MessageType, { subjects: readonly string[]; body: string }> = {
  'General Outreach': {
    subjects: ['Welcome to {course}', 'Schedule reminder for {course}', 'Holiday schedule'],
    body: 'Hello families, a quick note about {course}: please check the schedule in the family app and reply to this message with any questions. We look forward to seeing everyone at the next session.',
  },
  'Parent Update': {
    subjects: ['Update on {course}', 'This week in {course}'],
    body: 'Dear parents, this week in {course} we covered new material and practised with timed exercises. Homework is posted in the family app; please encourage your student to finish it before the next session.',
  },
  'Progress Update': {
    subjects: ['Progress in {course}', 'Midpoint progress report'],
    body: 'Your student is making steady progress in {course}. Scores on the latest practice set improved, and the tutor suggests a short review of the last unit before the next session.',
  },
  Recommendation: {
    subjects: ['Next steps after {course}', 'A recommendation for {course}'],
    body: 'Based on the work so far in {course}, we recommend adding a few extra tutoring hours before the exam. Reply to this message and your advisor will set them up.',
  },
};

const fill = (text: string, course: CourseRow) => text.replaceAll('{course}', course.title);

function oneMessage(
  rng: Rng,
  course: CourseRow,
  sender: UserRow,
  sentAt: Date,
  recipients: number,
) {
  const messageType = rng.pick(MESSAGE_TYPES);
  const writing = WRITING[messageType];
  return {
    messageType,
    subject: fill(rng.pick(writing.subjects), course),
    body: fill(writing.body, course),
    cc: '',
    additionalRecipients: '',
    videoUrl: null,
    regardingType: 'Course',
    regardingId: course.id,
    courseId: course.id,
    studentId: null,
    senderId: sender.id,
    senderName: `${sender.firstName} ${sender.lastName}`,
    recipientsCount: recipients,
    sentAt,
  };
}

type Recipient = Omit<MessageRecipientRow, 'id' | 'messageId'>;

/**
 * Whom a course's messages go to: its actively enrolled students, then each of their parents
 * once, named and addressed as the send would record them.
 */
function courseRecipients(
  courseId: number,
  enrollments: readonly EnrollmentRow[],
  people: {
    users: readonly UserRow[];
    students: readonly StudentRow[];
    parents: readonly ParentRow[];
  },
): Recipient[] {
  const usersById = new Map(people.users.map((u) => [u.id, u]));
  const studentsById = new Map(people.students.map((s) => [s.id, s]));
  const parentsById = new Map(people.parents.map((p) => [p.id, p]));
  const students: Recipient[] = [];
  const parents = new Map<number, Recipient>();
  for (const enrollment of enrollments) {
    if (enrollment.courseId !== courseId || (enrollment.status ?? 'active') !== 'active') continue;
    const student = enrollment.studentId ? studentsById.get(enrollment.studentId) : undefined;
    if (!student) continue;
    const studentUser = student.userId ? usersById.get(student.userId) : undefined;
    students.push({
      recipientType: 'Student',
      recipientId: student.id,
      name: `${student.firstName} ${student.lastName}`,
      email: studentUser?.email ?? null,
    });
    const parent = student.parentId ? parentsById.get(student.parentId) : undefined;
    const parentUser = parent ? usersById.get(parent.userId) : undefined;
    if (!parent || !parentUser || parents.has(parent.id)) continue;
    parents.set(parent.id, {
      recipientType: 'Parent',
      recipientId: parent.id,
      name: `${parentUser.firstName} ${parentUser.lastName}`,
      email: parentUser.email,
    });
  }
  return [...students, ...parents.values()];
}

/**
 * Messages staff sent about the courses: most courses have one to four, newest within the
 * last weeks, from the demo advisor, manager or admin, to the course's enrolled families
 * (each recorded as a recipient).
 */
export function generateMessages(
  now: Date,
  seed: number,
  courses: readonly CourseRow[],
  enrollments: readonly EnrollmentRow[],
  people: {
    users: readonly UserRow[];
    students: readonly StudentRow[];
    parents: readonly ParentRow[];
  },
): { messages: MessageRow[]; messageRecipients: MessageRecipientRow[] } {
  const { users } = people;
  const rng = createRng(seed ^ 0x3e55a9e);
  const senders = SENDER_EMAILS.flatMap((email) => users.filter((u) => u.email === email));
  if (senders.length === 0) return { messages: [], messageRecipients: [] };
  const rows: MessageRow[] = [];
  const messageRecipients: MessageRecipientRow[] = [];
  for (const course of courses) {
    if (rng.chance(SILENT_COURSE_RATE)) continue;
    const count = rng.int(1, 4);
    const recipients = courseRecipients(course.id, enrollments, people);
    for (let i = 0; i < count; i += 1) {
      const minutesAgo = rng.int(60, HISTORY_DAYS * (DAY_MS / MINUTE_MS));
      const sentAt = new Date(now.getTime() - minutesAgo * MINUTE_MS);
      const sender = rng.pick(senders);
      const id = rows.length + 1;
      rows.push({ id, ...oneMessage(rng, course, sender, sentAt, recipients.length) });
      for (const recipient of recipients)
        messageRecipients.push({ id: messageRecipients.length + 1, messageId: id, ...recipient });
    }
  }
  return { messages: rows, messageRecipients };
}
