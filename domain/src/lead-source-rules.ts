/**
 * Lead sources and schools (spec staff-and-crm §3 Lead source, §4 Lead source status, §9).
 * Pure: the server enforces these rules, the back-office offers only what they allow.
 */

export const LEAD_SOURCE_STATUSES = [
  'uncategorized',
  'target',
  'managed',
  'ended',
  'no_value',
  'do_not_contact',
] as const;
export type LeadSourceStatus = (typeof LEAD_SOURCE_STATUSES)[number];

/** Spec §3: "Uncategorized (default)". */
export const DEFAULT_LEAD_SOURCE_STATUS: LeadSourceStatus = 'uncategorized';

export const LEAD_SOURCE_STATUS_LABELS: Record<LeadSourceStatus, string> = {
  uncategorized: 'Uncategorized',
  target: 'Target',
  managed: 'Managed',
  ended: 'Ended',
  no_value: 'No Value',
  do_not_contact: 'Do Not Contact',
};

/**
 * Spec §4's table, row by row. No Value and Do Not Contact have no row: they lead nowhere
 * but to themselves (saving the record unchanged stays allowed).
 */
const ALLOWED: Record<LeadSourceStatus, readonly LeadSourceStatus[]> = {
  managed: ['managed', 'ended'],
  target: ['uncategorized', 'target', 'managed', 'no_value', 'do_not_contact'],
  ended: ['target', 'managed', 'ended', 'no_value', 'do_not_contact'],
  uncategorized: ['uncategorized', 'target', 'managed', 'no_value', 'do_not_contact'],
  no_value: ['no_value'],
  do_not_contact: ['do_not_contact'],
};

/** The statuses a lead source in `from` may be given, in the order the select lists them. */
export function leadSourceStatusesFrom(from: LeadSourceStatus): LeadSourceStatus[] {
  const allowed = ALLOWED[from];
  return LEAD_SOURCE_STATUSES.filter((status) => allowed.includes(status));
}

export function canChangeLeadSourceStatus(from: LeadSourceStatus, to: LeadSourceStatus): boolean {
  return ALLOWED[from].includes(to);
}

/** The 422 of a refused transition, naming both statuses. */
export function leadSourceStatusRefusal(from: LeadSourceStatus, to: LeadSourceStatus): string {
  return `cannot change from ${LEAD_SOURCE_STATUS_LABELS[from]} to ${LEAD_SOURCE_STATUS_LABELS[to]}`;
}

/** Spec §3: type School or PendingSchool; the non-school sources (a business, a library) are LeadSource. */
export const LEAD_SOURCE_TYPES = ['School', 'PendingSchool', 'LeadSource'] as const;
export type LeadSourceType = (typeof LEAD_SOURCE_TYPES)[number];
export const LEAD_SOURCE_TYPE_LABELS: Record<LeadSourceType, string> = {
  School: 'School',
  PendingSchool: 'Pending school',
  LeadSource: 'Other lead source',
};

export function isSchoolType(type: LeadSourceType): boolean {
  return type === 'School' || type === 'PendingSchool';
}

/**
 * Who may be given lead sources: active staff, not tutors. The assignees list offers them and
 * the server refuses anyone else, whichever call assigns (reassign, create, update).
 */
export function isLeadSourceAssignee(employee: { active: boolean; type: string }): boolean {
  return employee.active && employee.type !== 'Tutor';
}
export const LEAD_SOURCE_ASSIGNEE_MESSAGE = 'is not an active staff employee';

/** Spec §9. */
export const SCHOOL_TYPES = [
  'public',
  'private',
  'catholic',
  'charter',
  'boarding',
  'lutheran',
  'christian',
  'home',
] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];
export const SCHOOL_TYPE_LABELS: Record<SchoolType, string> = {
  public: 'Public',
  private: 'Private',
  catholic: 'Catholic',
  charter: 'Charter',
  boarding: 'Boarding',
  lutheran: 'Lutheran',
  christian: 'Christian',
  home: 'Home',
};

export const SCHOOL_CATEGORIES = [
  'Elementary',
  'Middle',
  'High School',
  'University',
  'Adult School',
] as const;
export const NON_SCHOOL_CATEGORIES = [
  'Business',
  'Club/Organization',
  'Revolution Affiliate',
  'Independent Counselor',
  'Library',
] as const;
export const LEAD_SOURCE_CATEGORIES = [...SCHOOL_CATEGORIES, ...NON_SCHOOL_CATEGORIES] as const;
export type LeadSourceCategory = (typeof LEAD_SOURCE_CATEGORIES)[number];

/** The categories a lead source of `type` may take: school categories for schools, the others otherwise. */
export function categoriesFor(type: LeadSourceType): readonly LeadSourceCategory[] {
  return isSchoolType(type) ? SCHOOL_CATEGORIES : NON_SCHOOL_CATEGORIES;
}

export const CATEGORY_MISMATCH_MESSAGE = 'is not a category of this type';
export const SCHOOL_TYPES_ONLY_FOR_SCHOOLS_MESSAGE = 'only schools have school types';

/**
 * Field errors of a lead source's type, category and school types taken together (the form
 * and the server both run it): a school's category is a school one, and only schools have
 * school types.
 */
export function leadSourceShapeErrors(values: {
  type: LeadSourceType;
  category?: string | null;
  schoolTypes?: readonly string[] | null;
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const category = values.category ?? null;
  if (category !== null && !(categoriesFor(values.type) as readonly string[]).includes(category)) {
    errors.category = [CATEGORY_MISMATCH_MESSAGE];
  }
  if (!isSchoolType(values.type) && (values.schoolTypes?.length ?? 0) > 0) {
    errors.schoolTypes = [SCHOOL_TYPES_ONLY_FOR_SCHOOLS_MESSAGE];
  }
  return errors;
}

/** Spec §4 and §8: only a pending school is merged or promoted; any other is refused with this alert. */
export const PENDING_SCHOOL_ACTIONS = ['merge', 'promote'] as const;
export type PendingSchoolAction = (typeof PENDING_SCHOOL_ACTIONS)[number];
export function pendingSchoolRefusal(action: PendingSchoolAction): string {
  return `School must be pending to ${action}`;
}
/** The alert's message, or null when the lead source may be merged or promoted. */
export function pendingSchoolActionRefusal(
  type: LeadSourceType,
  action: PendingSchoolAction,
): string | null {
  return type === 'PendingSchool' ? null : pendingSchoolRefusal(action);
}
export const MERGE_TARGET_NOT_SCHOOL_MESSAGE = 'must be an actual school';
/** A student's school is a lead source that is a school, actual or pending (spec §3 Student). */
export const STUDENT_SCHOOL_NOT_SCHOOL_MESSAGE = 'must be a school';

/** Spec §9: "Lead source quick filters: last activity or promotion within 30 days." */
export const LEAD_SOURCE_RECENT_DAYS = 30;
/** Spec §9: lead source search pauses 400 ms. */
export const LEAD_SOURCE_SEARCH_DEBOUNCE_MS = 400;
