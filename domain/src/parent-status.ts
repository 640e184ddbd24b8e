/**
 * Parents and leads (spec: staff-and-crm §4 "Parent and lead statuses", §9 quick filters).
 * A contact is a customer (a parent who bought) or a lead; its status comes from the set of
 * its type. "Third Party" is in every set, so the status alone does not say which one it is.
 */
export const PARENT_TYPES = ['Customer', 'Lead'] as const;
export type ParentType = (typeof PARENT_TYPES)[number];

export const CUSTOMER_STATUSES = ['Active', 'No sales/service only', 'Third Party'] as const;
export const LEAD_ACTIVE_STATUSES = ['Pre-Conversation', 'In Conversation', 'Third Party'] as const;
export const LEAD_INACTIVE_STATUSES = [
  'Not Ready',
  'Not Interested',
  'Could Not Reach',
  'Do Not Contact',
  'No Sales/Partner Contact',
  'Third Party',
] as const;

/** Spec §4: "With no filter, all of the above are offered together" (each once). */
export const PARENT_STATUSES = [
  ...new Set([...CUSTOMER_STATUSES, ...LEAD_ACTIVE_STATUSES, ...LEAD_INACTIVE_STATUSES]),
] as readonly string[];
export type ParentStatus =
  | (typeof CUSTOMER_STATUSES)[number]
  | (typeof LEAD_ACTIVE_STATUSES)[number]
  | (typeof LEAD_INACTIVE_STATUSES)[number];

/** The status sets a list offers: customers, active leads, inactive leads. */
export const PARENT_STATUS_GROUPS = ['customer', 'leadActive', 'leadInactive'] as const;
export type ParentStatusGroup = (typeof PARENT_STATUS_GROUPS)[number];

export const PARENT_STATUS_GROUP_LABELS: Record<ParentStatusGroup, string> = {
  customer: 'Customer',
  leadActive: 'Lead (active)',
  leadInactive: 'Lead (inactive)',
};

const STATUSES_OF_GROUP: Record<ParentStatusGroup, readonly string[]> = {
  customer: CUSTOMER_STATUSES,
  leadActive: LEAD_ACTIVE_STATUSES,
  leadInactive: LEAD_INACTIVE_STATUSES,
};

/** The statuses offered for a type (a lead's two sets together), or every one without a type. */
export function statusesFor(type?: ParentType | null, group?: ParentStatusGroup | null) {
  if (group) return STATUSES_OF_GROUP[group];
  if (type === 'Customer') return CUSTOMER_STATUSES;
  if (type === 'Lead') return [...new Set([...LEAD_ACTIVE_STATUSES, ...LEAD_INACTIVE_STATUSES])];
  return PARENT_STATUSES;
}

export function isParentStatus(value: string): value is ParentStatus {
  return PARENT_STATUSES.includes(value);
}

/** Whether `status` belongs to the type's set. */
export function isStatusOfType(type: ParentType, status: string): boolean {
  return statusesFor(type).includes(status);
}

/** The 422 message when a status is not one of the type's: it names both. */
export function statusTypeRefusal(type: ParentType, status: string): string {
  return `"${status}" is not a ${type.toLowerCase()} status`;
}

/**
 * The set a contact's status puts it in: a customer's is always `customer`; a lead in
 * "Third Party" (in both lead sets) counts as active, still worth a call.
 */
export function statusGroupOf(type: ParentType, status: string): ParentStatusGroup {
  if (type === 'Customer') return 'customer';
  return (LEAD_ACTIVE_STATUSES as readonly string[]).includes(status)
    ? 'leadActive'
    : 'leadInactive';
}

/** The first status of a new contact of each type. */
export const DEFAULT_PARENT_STATUS: Record<ParentType, ParentStatus> = {
  Customer: 'Active',
  Lead: 'Pre-Conversation',
};

// Spec §9, the quick filters' constants.
export const RECENTLY_ASSIGNED_DAYS = 14;
export const LOW_HOURS = 5;
/** Net Promoter scores: 0-6 detractors (low), 9-10 promoters (high). */
export const LOW_NPS_MAX = 6;
export const HIGH_NPS_MIN = 9;
export const LAST_TOUCH_DAYS = 30;
export const NOT_TOUCHED_AGE_DAYS = 14;
export const NOT_TOUCHED_MAX_CALLS = 3;
/** Home value in thousands of dollars: 1000 is a million-dollar home. */
export const HIGH_HOME_VALUE = 1000;

export const CUSTOMER_QUICK_FILTERS = [
  'all',
  'recentlyAssigned',
  'lowHours',
  'lowNps',
  'highNps',
  'hasReferred',
  'lastTouch',
  'vip',
] as const;
export const LEAD_QUICK_FILTERS = [
  'all',
  'recentlyAssigned',
  'noContact',
  'notTouched',
  'highHomeValue',
  'couldNotReach',
  'unassigned',
] as const;
export type CustomerQuickFilter = (typeof CUSTOMER_QUICK_FILTERS)[number];
export type LeadQuickFilter = (typeof LEAD_QUICK_FILTERS)[number];
export type ParentQuickFilter = CustomerQuickFilter | LeadQuickFilter;
export const PARENT_QUICK_FILTERS = [
  ...new Set([...CUSTOMER_QUICK_FILTERS, ...LEAD_QUICK_FILTERS]),
] as readonly ParentQuickFilter[];

export const PARENT_QUICK_FILTER_LABELS: Record<ParentQuickFilter, string> = {
  all: 'All',
  recentlyAssigned: `Recently assigned (${RECENTLY_ASSIGNED_DAYS} days)`,
  lowHours: `Low hours (under ${LOW_HOURS})`,
  lowNps: 'Low NPS',
  highNps: 'High NPS',
  hasReferred: 'Has referred',
  lastTouch: `Last touch over ${LAST_TOUCH_DAYS} days ago`,
  vip: 'VIP',
  noContact: 'No contact (0 calls)',
  notTouched: `${NOT_TOUCHED_AGE_DAYS} days old, not touched`,
  highHomeValue: 'High home value',
  couldNotReach: 'Could not reach',
  unassigned: 'Unassigned',
};

/**
 * Spec §5: e-mail uniqueness has one exempt address, shared by contacts who have none
 * (a lead met at a fair, a grandparent paying by phone). Such accounts cannot sign in.
 */
export const EXEMPT_PARENT_EMAIL = 'noemail@example.com';

export function isExemptEmail(email: string): boolean {
  return email.trim().toLowerCase() === EXEMPT_PARENT_EMAIL;
}

export const PARENT_EMAIL_SAME_AS_STUDENT = 'Parent email cannot be the same as the student email';
export const FILL_ALL_REQUIRED_FIELDS = 'Please fill all required fields';

/**
 * Spec §5 Parent valid(): every required field present, else 'Please fill all required
 * fields'; the e-mail not one of the students' (compared case-insensitively).
 */
export function parentValidity(
  parent: {
    email?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    timeZone?: string | null;
  },
  studentEmails: readonly (string | null)[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
  const missing = (['email', 'firstName', 'lastName', 'timeZone'] as const).filter((key) =>
    blank(parent[key]),
  );
  for (const key of missing) errors[key] = ["can't be blank"];
  if (missing.length > 0) errors.base = [FILL_ALL_REQUIRED_FIELDS];
  const email = (parent.email ?? '').trim().toLowerCase();
  if (
    email !== '' &&
    !isExemptEmail(email) &&
    studentEmails.some((other) => (other ?? '').trim().toLowerCase() === email)
  )
    (errors.email ??= []).push(PARENT_EMAIL_SAME_AS_STUDENT);
  return errors;
}

/**
 * Referral sources a contact's `source` takes (GET /parents/referral_sources), in the order
 * the form offers them.
 */
export const PARENT_REFERRAL_SOURCES = [
  'Google',
  'Facebook',
  'Instagram',
  'Friend or family',
  'Parent referral',
  'School',
  'Counselor',
  'Event',
  'Lead source',
  'Other',
] as const;

/** What `sourceLinkId` points at, when the source links to a record. */
export const PARENT_SOURCE_LINK_TYPES = ['Parent', 'LeadSource', 'School'] as const;
