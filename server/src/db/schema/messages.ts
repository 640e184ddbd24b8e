import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { students } from './people.ts';
import { courses } from './scheduling.ts';
import { users } from './users.ts';

/**
 * Outreach messages staff sent about a course or a student (spec staff-and-crm §3 Message,
 * §7 "Messages and contact history"). The course and student are kept as columns besides
 * `regarding_*` so the contact tabs list them by an indexed key; `sender_name` keeps who sent
 * it as they were named then.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    messageType: varchar('message_type', { length: 191 }).notNull(),
    subject: varchar('subject', { length: 191 }).notNull(),
    body: text('body').notNull(),
    cc: varchar('cc', { length: 191 }).notNull().default(''),
    /** Addresses typed besides the picked recipients, comma-separated (spec §5). */
    additionalRecipients: varchar('additional_recipients', { length: 191 }).notNull().default(''),
    videoUrl: varchar('video_url', { length: 2048 }),
    regardingType: varchar('regarding_type', { length: 32 }).notNull(),
    regardingId: integer('regarding_id').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: varchar('sender_name', { length: 191 }).notNull().default(''),
    recipientsCount: integer('recipients_count').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_course_idx').on(t.courseId, t.sentAt),
    index('messages_student_idx').on(t.studentId, t.sentAt),
    index('messages_sent_at_idx').on(t.sentAt),
  ],
);

/**
 * Whom a message went to (a course's students and their parents), as they were named and
 * addressed when it was sent; `email` is null for someone without a sign-in (not mailed).
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    recipientType: varchar('recipient_type', { length: 16 }).notNull(),
    recipientId: integer('recipient_id').notNull(),
    name: varchar('name', { length: 201 }).notNull(),
    email: varchar('email', { length: 191 }),
  },
  (t) => [
    index('message_recipients_message_idx').on(t.messageId),
    index('message_recipients_recipient_idx').on(t.recipientType, t.recipientId),
  ],
);
