import { z } from 'zod';
import { WEEKDAY_NAMES } from '../prime-hours.ts';
import { isValidTimeZone } from '../time-zone.ts';
import {
  POTENTIAL_TUTORS_MAX_LIMIT,
  POTENTIAL_TUTORS_MAX_SESSIONS,
  TUTOR_TYPES,
} from '../tutor-finder.ts';
import type { ActionContract } from './contract.ts';
import {
  TIME_OUT_OF_RANGE_MESSAGE,
  integer,
  isStorableTime,
  isoDateTime,
  isoDateTimeInput,
  queryId,
  storableText,
} from './payload-fields.ts';
import {
  SESSION_FINDER_ACTIONS_RULES,
  EMPLOYEE_FINDER_ACTIONS_RULES,
} from './access/staff-finder.ts';

/**
 * The staff's scheduling look-ups (spec scheduling §7) that sit on the sessions and employees
 * resources as actions: potential tutors for sessions, prime hours, and whether an employee is
 * free. Each contract spreads its own in (`...SESSION_FINDER_ACTIONS`), so they are declared
 * once here, beside the query and answer schemas the screens use.
 */

// ---- GET /sessions/potential_tutors ----

/**
 * spec §7: ids[] (the sessions), tutorTypes[] (Professional, Adjunct),
 * includeNotAcceptingWorkEmployees, zip, miles, tierId, employeeId, limit.
 * `tutorTypes`, `zip` and `miles` are validated and documented but do not narrow the answer
 * yet: tutors have no type and no address on record.
 */
export const potentialTutorsQuery = z.object({
  ids: z.array(queryId).min(1).max(POTENTIAL_TUTORS_MAX_SESSIONS),
  tutorTypes: z.array(z.enum(TUTOR_TYPES)).max(TUTOR_TYPES.length).optional(),
  /** Include tutors who take no new students (left out by default). */
  includeNotAcceptingWorkEmployees: z.stringbool().optional(),
  zip: storableText
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'must be a ZIP code')
    .optional(),
  miles: z.coerce.number().int().min(1).max(500).optional(),
  tierId: queryId.optional(),
  /** Judge this one tutor only (whether or not they are free). */
  employeeId: queryId.optional(),
  limit: z.coerce.number().int().min(1).max(POTENTIAL_TUTORS_MAX_LIMIT).optional(),
});
export type PotentialTutorsQuery = z.input<typeof potentialTutorsQuery>;

/** A tutor as a candidate for the sessions (spec §3 Tutor: matches, missing, notQualified, score). */
export const potentialTutor = z.object({
  id: integer,
  firstName: z.string(),
  lastName: z.string(),
  lastInitial: z.string(),
  avatarUrl: z.string().nullable(),
  email: z.string(),
  timeZone: z.string().nullable(),
  acceptNewStudents: z.boolean(),
  featured: z.boolean(),
  tierId: integer.nullable(),
  tierName: z.string().nullable(),
  subjectIds: z.array(integer),
  departmentIds: z.array(integer),
  /** Sessions (of those asked about) the tutor is free for, or already staffs. */
  matches: z.array(integer),
  /** Sessions the tutor has another session or event during. */
  missing: z.array(integer),
  /** A session needs a subject or department the tutor does not have (isQualifiedFor). */
  notQualified: z.boolean(),
  /** potentialTutorScore: higher first. */
  score: integer,
});
export type PotentialTutor = z.infer<typeof potentialTutor>;

export const potentialTutorsAnswer = z.object({
  potentialTutors: z.array(potentialTutor),
  meta: z.object({ totalCount: integer, sessionsCount: integer }),
});
export type PotentialTutorsAnswer = z.infer<typeof potentialTutorsAnswer>;

// ---- GET /sessions/prime_hours ----

export const primeHoursQuery = z.object({
  /** The zone the hours are read in; default the caller's, else America/New_York. */
  timeZone: storableText.refine(isValidTimeZone, 'is not a time zone').optional(),
});

export const primeHoursAnswer = z.object({
  days: z.array(
    z.object({
      day: integer,
      dayName: z.enum(WEEKDAY_NAMES),
      hour: integer,
      duration: integer,
      bookedMinutes: integer,
    }),
  ),
  timeZone: z.string(),
  /** The booked sessions read: those starting in [from, to). */
  from: isoDateTime,
  to: isoDateTime,
});
export type PrimeHoursAnswer = z.infer<typeof primeHoursAnswer>;

// ---- GET /employees/{id}/available ----

/** What may hold an employee's time; the one being moved does not count against itself. */
export const CONSUMER_TYPES = ['Session', 'Event'] as const;

/**
 * spec §7 "Employee available check": id (the path), startsAt, duration, consumedById,
 * consumedByType, creatable. `creatable` true: the caller may place the time outside the
 * employee's offered availability, so only clashes count; false (the default): the time must
 * also lie within one of their open (unlocked) availabilities.
 */
export const employeeAvailableQuery = z
  .object({
    startsAt: isoDateTimeInput,
    duration: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    consumedById: queryId.optional(),
    consumedByType: z.enum(CONSUMER_TYPES).optional(),
    creatable: z.stringbool().optional(),
  })
  // The end must be storable too: a start late in 9999 plus the duration is not.
  .refine(
    // Zod runs this after a field failed too: only a parsed start and duration are judged.
    ({ startsAt, duration }) =>
      !(startsAt instanceof Date) ||
      typeof duration !== 'number' ||
      isStorableTime(new Date(startsAt.getTime() + duration * 60_000)),
    { path: ['startsAt'], message: TIME_OUT_OF_RANGE_MESSAGE },
  );
export type EmployeeAvailableQuery = z.input<typeof employeeAvailableQuery>;

export const employeeAvailableAnswer = z.object({ available: z.boolean() });

// ---- The actions ----

export const SESSION_FINDER_ACTIONS = {
  potentialTutors: {
    on: 'collection',
    method: 'GET',
    path: 'potential_tutors',
    summary:
      'Tutors for some sessions (ids[]), best first: for each, the sessions they are free for (matches) and those they have something else during (missing, from their sessions and events), whether they lack a session’s subject or department (notQualified), and a score. Active tutors who take new students (includeNotAcceptingWorkEmployees=true adds the others) and are free for at least one session, or the one employeeId asked about. tutorTypes, zip and miles are accepted but do not narrow the answer yet (tutors have no type or address on record). Staff only.',
    input: { in: 'query', schema: potentialTutorsQuery },
    output: potentialTutorsAnswer,
    allow: SESSION_FINDER_ACTIONS_RULES.potentialTutors,
  },
  primeHours: {
    on: 'collection',
    method: 'GET',
    path: 'prime_hours',
    summary:
      'The busiest weekly hours from booked sessions (with a student on them, 8 weeks back to 4 ahead, canceled ones left out): for each weekday with bookings, the window around its busiest hour whose hours have at least half its booked minutes (day 0 is Sunday; hour and duration in minutes, in timeZone). Staff only.',
    input: { in: 'query', schema: primeHoursQuery },
    output: primeHoursAnswer,
    allow: SESSION_FINDER_ACTIONS_RULES.primeHours,
  },
} as const satisfies Record<string, ActionContract<never>>;

export const EMPLOYEE_FINDER_ACTIONS = {
  available: {
    on: 'member',
    method: 'GET',
    path: 'available',
    summary:
      'Whether the employee is free from startsAt for duration minutes: no session they staff and no event of theirs overlaps (the consumedById of consumedByType being moved excepted), and, unless creatable=true, the time lies within one of their open availabilities. Staff only.',
    input: { in: 'query', schema: employeeAvailableQuery },
    output: employeeAvailableAnswer,
    allow: EMPLOYEE_FINDER_ACTIONS_RULES.available,
  },
} as const satisfies Record<string, ActionContract<never>>;
