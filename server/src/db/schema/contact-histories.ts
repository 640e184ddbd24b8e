import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { messages } from './messages.ts';
import { parents, students } from './people.ts';
import { users } from './users.ts';

/**
 * One family's contact history (spec staff-and-crm §3 Contact history, §5 Notes): every note,
 * recommendation, call, voicemail, SMS, e-mail the product sent and message staff sent about a
 * student or a parent/lead, one row each. `regarding_*` names whose timeline holds it;
 * `student_id` / `parent_id` repeat it as a foreign key so the row goes with the person.
 * A message sent to a family has one row per student or parent it went to (`message_id`).
 */
export const contactActivities = pgTable(
  'contact_activities',
  {
    id: serial('id').primaryKey(),
    /** Note, Outbound Call, Inbound Call, VoiceMail, Sms, Email, Message. */
    activityType: varchar('activity_type', { length: 32 }).notNull(),
    /** Note or Recommendation; Outbound or Inbound (SMS); the mail's kind; the message type. */
    kind: varchar('kind', { length: 64 }).notNull(),
    /** Pending, Connected, No Answer, ... (calls); Sent, Received, Failed (SMS, mail). */
    outcome: varchar('outcome', { length: 64 }),
    regardingType: varchar('regarding_type', { length: 16 }).notNull(),
    regardingId: integer('regarding_id').notNull(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 191 }),
    body: text('body').notNull().default(''),
    campaignName: varchar('campaign_name', { length: 191 }),
    campaignGenerated: boolean('campaign_generated').notNull().default(false),
    /** The staff member who wrote, logged or sent it; null for the product's own mail. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    phoneNumber: varchar('phone_number', { length: 32 }),
    durationSeconds: integer('duration_seconds'),
    /** The telephony provider that reported it, and its id there (a webhook repeats). */
    provider: varchar('provider', { length: 32 }),
    providerRef: varchar('provider_ref', { length: 64 }),
    /** A campaign message waiting for delivery is due then (and sentAt is when it went). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When it happened or went out (campaign messages: when delivered). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Inbound SMS and calls wait in the contact-history inbox until read. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('contact_activities'),
  },
  (t) => [
    index('contact_activities_regarding_idx').on(t.regardingType, t.regardingId, t.sentAt),
    index('contact_activities_type_idx').on(t.activityType, t.sentAt),
    index('contact_activities_student_idx').on(t.studentId),
    index('contact_activities_parent_idx').on(t.parentId),
    index('contact_activities_message_idx').on(t.messageId),
    index('contact_activities_due_idx').on(t.dueAt),
    uniqueIndex('contact_activities_provider_ref_idx').on(t.provider, t.providerRef),
  ],
);

/**
 * What came in or needs a staff member's attention (spec §7 Inbox activities): replies,
 * pending call outcomes, imminent closes, campaign deliveries. Each is one user's.
 */
export const inboxActivities = pgTable(
  'inbox_activities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Reply, Pending Call Outcome, Imminent Close, Campaign Delivered. */
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 191 }).notNull(),
    message: text('message').notNull().default(''),
    contactActivityId: integer('contact_activity_id').references(() => contactActivities.id, {
      onDelete: 'cascade',
    }),
    imminentCloseId: integer('imminent_close_id').references(() => imminentCloses.id, {
      onDelete: 'cascade',
    }),
    regardingType: varchar('regarding_type', { length: 16 }),
    regardingId: integer('regarding_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('inbox_activities'),
  },
  (t) => [
    index('inbox_activities_user_idx').on(t.userId, t.createdAt),
    // One inbox item per thing and person: the job that delivers or warns runs again safely.
    unique('inbox_activities_once')
      .on(t.userId, t.kind, t.contactActivityId, t.imminentCloseId)
      .nullsNotDistinct(),
  ],
);

/**
 * A sale about to close (spec §3 Others "Imminent close"): a lead or customer family an advisor
 * expects to enroll by a date. The inbox warns the advisor once as the date nears.
 */
export const imminentCloses = pgTable(
  'imminent_closes',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    /** The advisor who expects it (their inbox is warned). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: varchar('description', { length: 191 }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('imminent_closes_parent_idx').on(t.parentId),
    index('imminent_closes_at_idx').on(t.closesAt),
  ],
);
