import { CARD_STATUSES } from '../card-status.ts';
import { z } from 'zod';
import {
  PARENT_REFERRAL_SOURCES,
  PARENT_SOURCE_LINK_TYPES,
  PARENT_STATUS_GROUPS,
  PARENT_TYPES,
  isStatusOfType,
  parentValidity,
  statusTypeRefusal,
  type ParentStatusGroup,
  type ParentType,
} from '../parent-status.ts';
import { isStaff } from '../roles.ts';
import { validateTimeZone } from '../time-zone-rules.ts';
import { addressPlaceFields, addressRecord, checkAddress } from './address-fields.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import { parentsAccess, CRM_ROLES } from './access/parents.ts';
export {
  CRM_ROLES,
  ADVISOR_DIRECTOR_ROLES,
  isAdvisorDirector,
  isOwnOrUnassignedContact,
  contactWorkers,
} from './access/parents.ts';

/**
 * Whom contacts may be given to (reassign, bulk reassign): an active employee who works the
 * CRM. Not the same list as GET /employees/assigned_advisors, the employees who hold contacts
 * now (an inactive one included, whose contacts still need handing over).
 */
export function isAssignableAdvisor(employee: { active: boolean; roles: readonly string[] }) {
  return (
    employee.active &&
    employee.roles.some((role) => (CRM_ROLES as readonly string[]).includes(role.toLowerCase()))
  );
}

export const parentRecord = z.object({
  id: integer,
  userId: integer,
  type: z.enum(PARENT_TYPES),
  status: z.string(),
  statusGroup: z.enum(PARENT_STATUS_GROUPS),
  active: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  timeZone: z.string().nullable(),
  source: z.string().nullable(),
  sourceLink: z.string().nullable(),
  sourceLinkType: z.string().nullable(),
  sourceLinkId: integer.nullable(),
  /** Spec §3: the address; its country defaults to the United States in the form. */
  address: addressRecord.nullable(),
  /** The advisor (an employee) looking after the contact; null when unassigned. */
  employeeId: integer.nullable(),
  employeeName: z.string().nullable(),
  assignedAt: isoDateTime.nullable(),
  callsCount: integer,
  lastContactedAt: isoDateTime.nullable(),
  npsScore: integer.nullable(),
  vip: z.boolean(),
  /** Thousands of dollars. */
  homeValue: integer.nullable(),
  remainingHours: z.number(),
  /** Spec §9 card payment status (domain card-status.ts). */
  cardStatus: z.enum(CARD_STATUSES),
  abandonedAt: isoDateTime.nullable(),
  studentIds: z.array(integer),
  studentNames: z.array(z.string()),
  lockedAt: isoDateTime.nullable(),
  frozenAt: isoDateTime.nullable(),
  isLocked: z.boolean(),
  isFrozen: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
/** A parent (guardian) or a lead. Tutors read only the parents of students they teach. */
export type Parent = z.infer<typeof parentRecord>;

const name = storableText.trim().max(100);

/** The address as the form sends it: optional, but all-or-none (spec §5). */
export const parentAddress = z
  .object({
    street1: storableText.max(191).default(''),
    city: storableText.max(191).default(''),
    state: storableText.max(191).default(''),
    zip: storableText.max(20).default(''),
    country: storableText.max(191).default(''),
    ...addressPlaceFields,
  })
  .superRefine(checkAddress({ required: false }));

/**
 * A parent's or lead's details (POST /parents, PUT /parents/{id}). Every key optional at the
 * schema level: the rules across them (required fields, the status of the type) are
 * `parentPayloadErrors`, which the server runs on the record as it will be.
 */
export const parentCreate = z.object({
  type: z.enum(PARENT_TYPES, { error: `must be one of ${PARENT_TYPES.join(', ')}` }),
  status: storableText.max(40),
  firstName: name,
  lastName: name,
  email: z.union([z.literal(''), z.email({ error: 'is not an email' }).max(191)]),
  phone: storableText.trim().max(32).nullable(),
  timeZone: storableText.max(64),
  source: z.enum(PARENT_REFERRAL_SOURCES, { error: 'is not a referral source' }).nullable(),
  sourceLink: storableText.trim().max(500).nullable(),
  sourceLinkType: z.enum(PARENT_SOURCE_LINK_TYPES).nullable(),
  sourceLinkId: recordId.nullable(),
  address: parentAddress.nullable(),
  vip: z.boolean(),
  npsScore: z.number().int().min(0).max(10).nullable(),
  homeValue: z.number().int().min(0).max(1_000_000).nullable(),
});
export type ParentPayload = z.infer<typeof parentCreate>;
export type ParentCreate = z.input<typeof parentCreate>;

/**
 * The rules across a parent's fields, as field errors (empty when none): spec §5 valid()
 * (required fields, the e-mail not a student's), the time zone a known one, the status one of
 * the type's (§4). The server runs them on the record as it will be; the form on what was typed.
 */
export function parentPayloadErrors(
  parent: Partial<ParentPayload>,
  studentEmails: readonly (string | null)[] = [],
): Record<string, string[]> {
  const errors = parentValidity(parent, studentEmails);
  if (!errors.timeZone) {
    const zone = validateTimeZone(parent.timeZone);
    if (zone) errors.timeZone = [zone];
  }
  const type: ParentType = parent.type ?? 'Customer';
  if (parent.status !== undefined && !isStatusOfType(type, parent.status))
    errors.status = [statusTypeRefusal(type, parent.status)];
  return errors;
}

/** The create schema with the rules across fields, for the forms (the server runs the same). */
export const parentForm = parentCreate.partial().superRefine((parent, issues) => {
  for (const [path, messages] of Object.entries(parentPayloadErrors(parent))) {
    if (path === 'base') continue;
    for (const message of messages) issues.addIssue({ code: 'custom', path: [path], message });
  }
});

/** An advisor a contact may be given to (isAssignableAdvisor). */
export const parentAdvisor = z.object({ id: integer, fullName: z.string() });
export type ParentAdvisor = z.infer<typeof parentAdvisor>;

/** PUT /parents/{id}/reassign: the advisor to give the contact to (null: unassigned). */
export const parentReassign = z.object({ employeeId: recordId.nullable() });
export type ParentReassign = z.infer<typeof parentReassign>;

/** PUT /parents/bulk_reassign: several contacts to one advisor (select-all's action). */
export const parentBulkReassign = z.object({
  ids: z.array(recordId).min(1, 'must name at least one contact').max(1000),
  employeeId: recordId.nullable(),
});

/** POST /parents/merge: `transferId`'s students and history move to `currentId`, which stays. */
export const parentMerge = z.object({
  currentId: recordId,
  transferId: recordId,
  notes: storableText.trim().max(1000).default(''),
});
export type ParentMerge = z.input<typeof parentMerge>;

/** The merge's answer: the parent kept (its e-mail is the one on file, for the customer). */
export const parentMergeResult = z.object({
  parent: parentRecord,
  mergedStudents: integer,
});

/** GET /parents/abandoned_counts: leads who left a checkout unfinished, by advisor bucket. */
export const parentAbandonedCounts = z.object({
  abandonedCounts: z.object({
    total: integer,
    mine: integer,
    unassigned: integer,
    /** Of those, abandoned within the last 7 days. */
    lastWeek: integer,
  }),
});
export type ParentAbandonedCounts = z.infer<typeof parentAbandonedCounts>['abandonedCounts'];

export type { ParentStatusGroup };

/** What a parent or a tutor reads of a parent record. */
export const FAMILY_VISIBLE_PARENT_FIELDS = [
  'id',
  'userId',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'timeZone',
  'studentIds',
  'studentNames',
] as const;

export const parentsContract = defineContract({
  name: 'parents',
  singular: parentsAccess.singular,
  summary:
    'Parents (customers) and leads: details, status of the type, the advisor looking after them; reassign, merge, toggle active.',
  record: parentRecord,
  create: parentCreate.partial(),
  update: parentCreate.partial(),
  access: parentsAccess.access,
  // Families and tutors see who a parent is, not the CRM's notes on them.
  fields: { read: (actor) => (isStaff(actor.roles) ? 'all' : FAMILY_VISIBLE_PARENT_FIELDS) },
  actions: {
    reassign: {
      on: 'member',
      method: 'PUT',
      path: 'reassign',
      summary:
        'Give the contact to an advisor (employeeId) or leave it unassigned (null). Directors on any contact, other CRM staff on their own and unassigned ones. Body: { parent: { employeeId } }.',
      input: { in: 'body', keyed: true, schema: parentReassign },
      allow: parentsAccess.actions.reassign,
    },
    bulkReassign: {
      on: 'collection',
      method: 'PUT',
      path: 'bulk_reassign',
      summary:
        'Give several contacts to one advisor in one transaction; 403 when one of them belongs to another advisor (unless a director). Body: { parent: { ids, employeeId } }.',
      input: { in: 'body', keyed: true, schema: parentBulkReassign },
      output: z.object({ updated: integer }),
      allow: parentsAccess.actions.bulkReassign,
    },
    activate: {
      on: 'member',
      method: 'PUT',
      path: 'activate',
      summary: 'Mark the contact active.',
      allow: parentsAccess.actions.activate,
    },
    deactivate: {
      on: 'member',
      method: 'PUT',
      path: 'deactivate',
      summary: 'Mark the contact inactive.',
      allow: parentsAccess.actions.deactivate,
    },
    merge: {
      on: 'collection',
      method: 'POST',
      path: 'merge',
      summary:
        "Merge two contacts in one transaction: transferId's students, shipments and referrals move to currentId, transferId is removed and its account closed. Body: { parent: { currentId, transferId, notes } }.",
      input: { in: 'body', keyed: true, schema: parentMerge },
      output: parentMergeResult,
      allow: parentsAccess.actions.merge,
    },
    assignableAdvisors: {
      on: 'collection',
      method: 'GET',
      path: 'assignable_advisors',
      summary:
        'The active CRM staff a contact may be given to (id, fullName), by name: the choices of reassign and of the assigned-advisor filter. Not GET /employees/assigned_advisors, the employees who hold contacts now, inactive ones included.',
      output: z.object({ advisors: z.array(parentAdvisor) }),
      allow: parentsAccess.actions.assignableAdvisors,
    },
    referralSources: {
      on: 'collection',
      method: 'GET',
      path: 'referral_sources',
      summary: 'The referral sources a contact may name (an array).',
      output: z.array(z.string()),
      allow: parentsAccess.actions.referralSources,
    },
    abandonedCounts: {
      on: 'collection',
      method: 'GET',
      path: 'abandoned_counts',
      summary:
        'How many leads left a checkout unfinished: all, the caller’s, unassigned, and in the last 7 days.',
      output: parentAbandonedCounts,
      allow: parentsAccess.actions.abandonedCounts,
    },
  },
});
