import { z } from 'zod';
import { hasAnyRole, hasRole, ROLES } from '../roles.ts';
import { overseesTutors } from '../backoffice-access.ts';
import { defineContract } from './contract.ts';
import {
  calendarDateField,
  emailAddress,
  optionalPhone,
  optionalTimeZone,
  personName,
} from './employees.ts';
import { MAX_PER_PAGE } from '../list-params.ts';
import { MAX_INTEGER, integer, queryId, recordId } from './payload-fields.ts';
import type { Tier } from './tiers.ts';
import {
  TARGET_HOURS_MAX,
  TARGET_HOURS_MIN,
  TARGET_RANGE_MESSAGE,
  TARGET_WHOLE_MESSAGE,
} from '../target-rules.ts';
import { tutorsAccess, TUTOR_MANAGING_ROLES, isSelf } from './access/tutors.ts';
export { TUTOR_MANAGING_ROLES, TUTOR_EDITING_ROLES } from './access/tutors.ts';

/**
 * What anyone signed in sees of a tutor who is not themselves (spec scheduling §6: students
 * and parents see the first name, the last initial and the avatar).
 */
export const TUTOR_PUBLIC_FIELDS = ['id', 'firstName', 'lastInitial', 'avatarUrl'] as const;

/** A tutor is an employee of type Tutor: `id` is the employee id. */
export const tutorRecord = z.object({
  id: integer,
  firstName: z.string(),
  lastInitial: z.string(),
  avatarUrl: z.string().nullable(),
  // Staff and the tutor themself only:
  userId: integer.optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  acceptNewStudents: z.boolean().optional(),
  featured: z.boolean().optional(),
  essayGrader: z.boolean().optional(),
  curriculumWork: z.boolean().optional(),
  deliveryTarget: integer.optional(),
  availabilityTarget: integer.optional(),
  tierId: integer.nullable().optional(),
  active: z.boolean().optional(),
  // Staff only (the tutor list and form):
  tierName: z.string().nullable().optional(),
  title: z.string().optional(),
  roles: z.array(z.enum(ROLES)).optional(),
  hireDate: calendarDateField.nullable().optional(),
  endDate: calendarDateField.nullable().optional(),
  subjectIds: z.array(integer).optional(),
  subjectNames: z.array(z.string()).optional(),
  departmentIds: z.array(integer).optional(),
  departmentNames: z.array(z.string()).optional(),
  /**
   * Whether the tutor has a personal calendar feed (a token was created and not revoked). The
   * token itself is shown once, in the answer that creates it, and never again.
   */
  calendarFeedActive: z.boolean().optional(),
  lockVersion: integer.optional(),
});
export type Tutor = z.infer<typeof tutorRecord> & { tier?: Tier | null };

/** Weekly targets are hours per week, 0 to 80 (spec scheduling §5, §9: target-rules.ts). */
export const TUTOR_TARGET_MAX_HOURS = TARGET_HOURS_MAX;
/** At most this many subjects, and as many departments, on one tutor. */
export const TUTOR_LINKS_MAX = 100;

/**
 * A weekly target in the API: whole hours from 0 to 80. Here rather than in target-rules.ts,
 * which the tutor's dashboard loads: the rules there need no zod.
 */
export const targetHoursField = z
  .number({ error: TARGET_RANGE_MESSAGE })
  .int(TARGET_WHOLE_MESSAGE)
  .min(TARGET_HOURS_MIN, TARGET_RANGE_MESSAGE)
  .max(TARGET_HOURS_MAX, TARGET_RANGE_MESSAGE);
const targetHours = targetHoursField;

const linkIds = (what: string) =>
  z
    .array(recordId, { error: `must be a list of ${what} ids` })
    .max(TUTOR_LINKS_MAX, `must have at most ${TUTOR_LINKS_MAX} ${what}s`);

/** Add a Tutor / Edit Tutors (spec §6): the tutor's account, tier, subjects, departments, targets. */
export const tutorCreate = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  phone: optionalPhone.optional(),
  timeZone: optionalTimeZone.optional(),
  tierId: recordId.nullable().optional(),
  subjectIds: linkIds('subject').optional(),
  departmentIds: linkIds('department').optional(),
  acceptNewStudents: z.boolean().optional(),
  featured: z.boolean().optional(),
  essayGrader: z.boolean().optional(),
  curriculumWork: z.boolean().optional(),
  deliveryTarget: targetHours.optional(),
  availabilityTarget: targetHours.optional(),
});
export type TutorCreate = z.input<typeof tutorCreate>;

/**
 * What an instruction manager may change on a tutor: spec §6 makes them "the privileged editor
 * of targets"; whether the tutor takes new students goes with the targets.
 */
export const TUTOR_TARGET_FIELDS = [
  'deliveryTarget',
  'availabilityTarget',
  'acceptNewStudents',
] as const;

/** A page number or size in a query. */
const queryCount = (max: number) => z.coerce.number().int().min(1).max(max);

/**
 * `GET /tutors/prioritized` (spec §7: per 20, page 1, acceptNewStudents, brandId, tierId,
 * subjectId): active tutors in the order of domain's compareTutorPriority.
 */
export const prioritizedTutorsQuery = z.object({
  page: queryCount(MAX_INTEGER).optional(),
  per: queryCount(MAX_PER_PAGE).optional(),
  acceptNewStudents: z.stringbool().optional(),
  /** Tutors working in the brand's department. */
  brandId: queryId.optional(),
  tierId: queryId.optional(),
  subjectId: queryId.optional(),
});
export type PrioritizedTutorsQuery = z.input<typeof prioritizedTutorsQuery>;

/** A prioritized tutor: the tutor as staff read it, with what the order weighed. */
export const prioritizedTutor = tutorRecord.extend({
  tierBillingRate: z.number().nullable(),
  bookedMinutesThisWeek: integer,
});
export type PrioritizedTutor = z.infer<typeof prioritizedTutor>;

/** A list answer's paging (ARCHITECTURE: totalCount, totalPages, pageNumber, pageSize). */
export const pageMeta = z.object({
  totalCount: integer,
  totalPages: integer,
  pageNumber: integer,
  pageSize: integer,
});

/** The answer that creates a feed token: the token and the feed's path, shown this once. */
export const calendarTokenAnswer = z.object({
  calendarToken: z.string(),
  /** `/api/webhooks/calendars/{calendarToken}`: the subscribe link is the app's origin plus it. */
  calendarPath: z.string(),
  calendarUrl: z.string(),
});
export type CalendarTokenAnswer = z.infer<typeof calendarTokenAnswer>;

export const tutorsContract = defineContract({
  name: 'tutors',
  singular: tutorsAccess.singular,
  summary: 'Tutors: employees of type Tutor (id is the employee id), with their user details.',
  record: tutorRecord,
  create: tutorCreate,
  update: tutorCreate.partial(),
  access: tutorsAccess.access,
  actions: {
    prioritized: {
      on: 'collection',
      method: 'GET',
      path: 'prioritized',
      summary:
        'Active tutors for a new student, best first: accepting new students, featured, higher tier, fewer minutes booked this week (Monday to Sunday in the caller’s zone), then by name. Query: page, per (default 20), acceptNewStudents, brandId (tutors in the brand’s department), tierId, subjectId. Staff only.',
      input: { in: 'query', schema: prioritizedTutorsQuery },
      output: z.object({ tutors: z.array(prioritizedTutor), meta: pageMeta }),
      allow: tutorsAccess.actions.prioritized,
    },
    createCalendarToken: {
      on: 'member',
      method: 'POST',
      path: 'calendar_token',
      summary:
        'Creates the tutor’s personal calendar feed token, or a new one in place of the old (which stops working at once). Answers the token and the feed’s address, shown this once: only its SHA-256 digest is kept. The tutor themself or an admin.',
      output: calendarTokenAnswer,
      status: 201,
      allow: tutorsAccess.actions.createCalendarToken,
    },
    revokeCalendarToken: {
      on: 'member',
      method: 'DELETE',
      path: 'calendar_token',
      summary:
        'Revokes the tutor’s personal calendar feed: its address answers 404 from now on. The tutor themself or an admin.',
      status: 204,
      allow: tutorsAccess.actions.revokeCalendarToken,
    },
  },
  fields: {
    read: (actor, record) =>
      // Faculty leaders too: spoofing a tutor needs the tutor's account and roles (spec §6).
      overseesTutors(actor.roles) || isSelf(actor, record) ? 'all' : TUTOR_PUBLIC_FIELDS,
    write: (actor) =>
      hasAnyRole(actor.roles, TUTOR_MANAGING_ROLES)
        ? 'all'
        : hasRole(actor.roles, 'instruction_manager')
          ? TUTOR_TARGET_FIELDS
          : [],
  },
});
