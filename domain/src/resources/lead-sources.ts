import { z } from 'zod';
import {
  LEAD_SOURCE_CATEGORIES,
  LEAD_SOURCE_STATUSES,
  LEAD_SOURCE_TYPES,
  NON_SCHOOL_CATEGORIES,
  SCHOOL_CATEGORIES,
  SCHOOL_TYPE_LABELS,
  SCHOOL_TYPES,
} from '../lead-source-rules.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import { leadSourcesAccess, pendingSchoolsAccess } from './access/lead-sources.ts';
export { LEAD_SOURCE_MANAGER_ROLES } from './access/lead-sources.ts';

export const leadSourceRecord = z.object({
  id: integer,
  name: z.string(),
  type: z.enum(LEAD_SOURCE_TYPES),
  status: z.enum(LEAD_SOURCE_STATUSES),
  category: z.enum(LEAD_SOURCE_CATEGORIES).nullable(),
  schoolTypes: z.array(z.enum(SCHOOL_TYPES)),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** The employee the lead source is assigned to. */
  employeeId: integer.nullable(),
  /** That employee's full name, for lists and the CSV. */
  employeeName: z.string().nullable(),
  lastActivityAt: isoDateTime.nullable(),
  lastPromotionAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
export type LeadSource = z.infer<typeof leadSourceRecord>;

const schoolTypesInput = z
  .array(z.enum(SCHOOL_TYPES))
  .max(SCHOOL_TYPES.length)
  .refine((types) => new Set(types).size === types.length, 'must not repeat a type');
const place = storableText.trim().max(100).nullable();

/** Type, category and school types together are checked by leadSourceShapeErrors (server and form). */
export const leadSourceCreate = z.object({
  name: storableText.trim().min(1, "can't be blank").max(191),
  type: z.enum(LEAD_SOURCE_TYPES),
  status: z.enum(LEAD_SOURCE_STATUSES).optional(),
  category: z.enum(LEAD_SOURCE_CATEGORIES).nullable().optional(),
  schoolTypes: schoolTypesInput.optional(),
  city: place.optional(),
  state: place.optional(),
  employeeId: recordId.nullable().optional(),
});
export type LeadSourceCreate = z.input<typeof leadSourceCreate>;

/** An update may not change the type: a pending school becomes a school by being promoted. */
export const leadSourceUpdate = leadSourceCreate.omit({ type: true }).partial();

/** PUT /lead_sources/{id}/reassign, body lead_source: the employee it goes to (null: nobody). */
export const leadSourceReassign = z.object({ employeeId: recordId.nullable() });

/** An employee a lead source may be assigned to (active staff, not tutors). */
export const leadSourceAssignee = z.object({ id: integer, name: z.string() });
export type LeadSourceAssignee = z.infer<typeof leadSourceAssignee>;

/** GET /lead_sources/categories. */
export const leadSourceCategories = z.object({
  categories: z.object({
    school: z.array(z.enum(SCHOOL_CATEGORIES)),
    nonSchool: z.array(z.enum(NON_SCHOOL_CATEGORIES)),
  }),
  schoolTypes: z.array(z.object({ id: z.enum(SCHOOL_TYPES), name: z.string() })),
});
export type LeadSourceCategories = z.infer<typeof leadSourceCategories>;
export const LEAD_SOURCE_CATEGORIES_ANSWER: LeadSourceCategories = {
  categories: { school: [...SCHOOL_CATEGORIES], nonSchool: [...NON_SCHOOL_CATEGORIES] },
  schoolTypes: SCHOOL_TYPES.map((id) => ({ id, name: SCHOOL_TYPE_LABELS[id] })),
};

export const leadSourcesContract = defineContract({
  name: 'lead_sources',
  singular: leadSourcesAccess.singular,
  summary:
    'Lead sources: schools, pending schools and other sources of leads, with a status (Uncategorized, Target, Managed, Ended, No Value, Do Not Contact) that moves as spec §4 allows, and the employee they are assigned to.',
  record: leadSourceRecord,
  create: leadSourceCreate,
  update: leadSourceUpdate,
  access: leadSourcesAccess.access,
  actions: {
    reassign: {
      on: 'member',
      method: 'PUT',
      path: 'reassign',
      summary:
        'Assigns the lead source to another employee (or to nobody). Body: { lead_source: { employeeId } }. Answers the lead source.',
      input: { in: 'body', keyed: true, schema: leadSourceReassign },
      allow: leadSourcesAccess.actions.reassign,
    },
    assignees: {
      on: 'collection',
      method: 'GET',
      path: 'assignees',
      summary:
        'The active staff employees (not tutors) a lead source may be assigned to, by name (at most 1000).',
      output: z.object({ assignees: z.array(leadSourceAssignee) }),
      allow: leadSourcesAccess.actions.assignees,
    },
    categories: {
      on: 'collection',
      method: 'GET',
      path: 'categories',
      summary: 'The categories of schools and of other lead sources, and the school types.',
      output: leadSourceCategories,
      allow: leadSourcesAccess.actions.categories,
    },
  },
});

/** PUT /pending_schools/{id}/merge: the actual school it merges into. */
export const pendingSchoolMerge = z.object({ actualSchoolId: recordId });
/** PUT /pending_schools/{id}/promote, body school: what to correct while promoting. */
export const pendingSchoolPromote = z.object({
  name: storableText.trim().min(1, "can't be blank").max(191).optional(),
  category: z.enum(SCHOOL_CATEGORIES).nullable().optional(),
  schoolTypes: schoolTypesInput.optional(),
  city: place.optional(),
  state: place.optional(),
});
export const pendingSchoolMergeResult = z.object({ school: leadSourceRecord });

/**
 * /pending_schools: the lead sources seen as schools to review (spec §7). Only a
 * PendingSchool is merged or promoted; any other is a 422 with the spec's alert.
 */
export const pendingSchoolsContract = defineContract({
  name: 'pending_schools',
  singular: pendingSchoolsAccess.singular,
  summary:
    'Pending schools (lead sources of type PendingSchool) merged into an actual school or promoted to one; any other type is refused (School must be pending to merge / promote).',
  record: leadSourceRecord,
  access: pendingSchoolsAccess.access,
  actions: {
    merge: {
      on: 'member',
      method: 'PUT',
      path: 'merge',
      summary:
        'Merges the pending school into an actual school: what pointed at it points at the school, and the pending school is deleted, in one transaction. Body: { actualSchoolId }. Answers { school }.',
      input: { in: 'body', schema: pendingSchoolMerge },
      output: pendingSchoolMergeResult,
      allow: pendingSchoolsAccess.actions.merge,
    },
    promote: {
      on: 'member',
      method: 'PUT',
      path: 'promote',
      summary:
        'Promotes the pending school to an actual school, with corrections. Body: { school: { name, category, schoolTypes, city, state } }. Answers the record.',
      input: { in: 'body', keyed: false, schema: z.object({ school: pendingSchoolPromote }) },
      allow: pendingSchoolsAccess.actions.promote,
    },
  },
});
