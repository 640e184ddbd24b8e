import { MESSAGE_TYPES, type MessageType } from '@tp/domain';
import { DEMO_MESSAGE_FILES, demoFileBytes } from './message-files.ts';
import { createRng, streamFor, type Rng } from './prng.ts';
import { DAY_MS, MINUTE_MS } from './time.ts';
import type {
  CourseRow,
  EmployeeRow,
  EnrollmentRow,
  MessageRecipientRow,
  MessageRow,
  ParentRow,
  StudentRow,
  UploadRow,
  UserRow,
} from './types.ts';

/** The staff who write to families in the demo (the demo logins, so a viewer knows them). */
const SENDER_EMAILS = ['advisor@demo.test', 'manager@demo.test', 'admin@demo.test'] as const;

/** Share of courses with no message yet, so the contact tab's empty state shows in the demo. */
const SILENT_COURSE_RATE = 0.15;
/** Messages go back this many days from `now`. */
const HISTORY_DAYS = 45;
/** Share of messages also sent to the staff around the families (the host, the advisors). */
const STAFF_COPY_RATE = 0.4;
/** Share of messages with a cc and additional addresses typed. */
const TYPED_ADDRESSES_RATE = 0.15;
/** Share of messages with a file attached. */
const FILE_RATE = 0.2;
/** The addresses typed on such messages, as a send stores them (spec §5: joined by commas). */
const DEMO_CC = 'records@example.test';
const DEMO_ADDITIONAL_RECIPIENTS = 'grandparent@example.test,coach@example.test';

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

interface MessagePeople {
  users: readonly UserRow[];
  students: readonly StudentRow[];
  parents: readonly ParentRow[];
  employees: readonly EmployeeRow[];
}

/**
 * Whom a course's messages go to: its actively enrolled students, then each of their parents
 * once, named and addressed as the send would record them.
 */
function courseRecipients(
  courseId: number,
  enrollments: readonly EnrollmentRow[],
  people: MessagePeople,
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
 * The staff compose offers besides the families (services/messages' employee options): the
 * course's host and each recipient parent's advisor, active ones only, once each, by name.
 */
function staffRecipients(
  course: CourseRow,
  families: readonly Recipient[],
  people: MessagePeople,
): Recipient[] {
  const usersById = new Map(people.users.map((u) => [u.id, u]));
  const employeesById = new Map(people.employees.map((e) => [e.id, e]));
  const parentsById = new Map(people.parents.map((p) => [p.id, p]));
  const ids = new Set<number>(course.hostId == null ? [] : [course.hostId]);
  for (const family of families) {
    if (family.recipientType !== 'Parent') continue;
    const advisorId = parentsById.get(family.recipientId)?.employeeId;
    if (advisorId != null) ids.add(advisorId);
  }
  const staff = [...ids].flatMap((id) => {
    const employee = employeesById.get(id);
    const user = employee && usersById.get(employee.userId);
    if (!employee || employee.active === false || !user) return [];
    return [{ id, first: user.firstName, last: user.lastName, email: user.email }];
  });
  staff.sort(
    (a, b) =>
      a.last.localeCompare(b.last, 'en') || a.first.localeCompare(b.first, 'en') || a.id - b.id,
  );
  return staff.map((e) => ({
    recipientType: 'Employee',
    recipientId: e.id,
    name: `${e.first} ${e.last}`,
    email: e.email,
  }));
}

/** A storage key as `newStorageKey` makes them (uploads/YYYY/MM/32 hex), from the stream. */
function demoStorageKey(rng: Rng, at: Date): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `uploads/${at.getUTCFullYear()}/${month}/${rng.hex(32)}`;
}

/**
 * Messages staff sent about the courses: most courses have one to four, newest within the
 * last weeks, from the demo advisor, manager or admin, to the course's enrolled families
 * (each recorded as a recipient). Some went to the staff around them too (the host, the
 * families' advisors, as compose offers them), some have a cc and additional addresses, some
 * a file; the first message has all of these, so the demo always shows them. The extras come
 * from their own random stream, so the messages themselves stay as they were.
 */
export function generateMessages(
  now: Date,
  seed: number,
  courses: readonly CourseRow[],
  enrollments: readonly EnrollmentRow[],
  people: MessagePeople,
): { messages: MessageRow[]; messageRecipients: MessageRecipientRow[]; uploads: UploadRow[] } {
  const { users } = people;
  const rng = createRng(seed ^ 0x3e55a9e);
  const extras = streamFor(seed, 'message-extras');
  const senders = SENDER_EMAILS.flatMap((email) => users.filter((u) => u.email === email));
  if (senders.length === 0) return { messages: [], messageRecipients: [], uploads: [] };
  const rows: MessageRow[] = [];
  const messageRecipients: MessageRecipientRow[] = [];
  const uploads: UploadRow[] = [];
  for (const course of courses) {
    if (rng.chance(SILENT_COURSE_RATE)) continue;
    const count = rng.int(1, 4);
    const families = courseRecipients(course.id, enrollments, people);
    const staff = staffRecipients(course, families, people);
    for (let i = 0; i < count; i += 1) {
      const minutesAgo = rng.int(60, HISTORY_DAYS * (DAY_MS / MINUTE_MS));
      const sentAt = new Date(now.getTime() - minutesAgo * MINUTE_MS);
      const sender = rng.pick(senders);
      const id = rows.length + 1;
      const isFirst = id === 1;
      const recipients =
        isFirst || extras.chance(STAFF_COPY_RATE) ? [...families, ...staff] : families;
      const typed = isFirst || extras.chance(TYPED_ADDRESSES_RATE);
      const file = isFirst || extras.chance(FILE_RATE) ? extras.pick(DEMO_MESSAGE_FILES) : null;
      rows.push({
        id,
        ...oneMessage(rng, course, sender, sentAt, recipients.length),
        ...(typed ? { cc: DEMO_CC, additionalRecipients: DEMO_ADDITIONAL_RECIPIENTS } : {}),
      });
      for (const recipient of recipients)
        messageRecipients.push({ id: messageRecipients.length + 1, messageId: id, ...recipient });
      if (file) {
        uploads.push({
          id: uploads.length + 1,
          attachableType: 'Message',
          attachableId: id,
          fileName: file.fileName,
          contentType: file.contentType,
          byteSize: demoFileBytes(file).byteLength,
          storageKey: demoStorageKey(extras, sentAt),
          thumbnailKey: null,
          uploadedById: sender.id,
          createdAt: sentAt,
        });
      }
    }
  }
  return { messages: rows, messageRecipients, uploads };
}
