import {
  BRAND_RULE_DEFAULTS,
  brandRuleErrors,
  brandsContract,
  normalizeBrandRules,
  type BrandRuleFields,
} from '@tp/domain';
import { brands } from '../../db/schema/index.ts';
import { Invalid } from '../../http/errors.ts';
import { defineResource } from '../define.ts';
import { booleanIs, integerIn, stringIn, textSearch } from '../filters.ts';
import type { AnyRow } from '../types.ts';

const RULE_FIELDS = Object.keys(BRAND_RULE_DEFAULTS) as (keyof BrandRuleFields)[];

/**
 * Spec §4's brand form rules on the brand as it will be: what an off toggle or the payment
 * type excludes is cleared whatever was sent, and what an on toggle needs is required.
 */
export function brandValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
): Record<string, unknown> {
  // A brand being created starts from the defaults, which are also its table's column defaults.
  const before = Object.fromEntries(
    RULE_FIELDS.map((field) => [field, current ? current[field] : BRAND_RULE_DEFAULTS[field]]),
  ) as unknown as BrandRuleFields;
  const sent = Object.fromEntries(
    RULE_FIELDS.filter((field) => field in payload).map((field) => [field, payload[field]]),
  );
  const rules = normalizeBrandRules({ ...before, ...sent } as BrandRuleFields);
  const errors = brandRuleErrors(rules);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  // What was sent, as the rules leave it, and what the rules changed besides.
  const changed = Object.fromEntries(
    RULE_FIELDS.filter(
      (field) => field in sent || JSON.stringify(rules[field]) !== JSON.stringify(before[field]),
    ).map((field) => [field, rules[field]]),
  );
  return { ...payload, ...changed };
}

export const brandsResource = defineResource({
  contract: brandsContract,
  from: brands,
  fields: {
    id: brands.id,
    name: brands.name,
    departmentId: brands.departmentId,
    active: brands.active,
    includePoints: brands.includePoints,
    includeSessions: brands.includeSessions,
    includeStudents: brands.includeStudents,
    includeEmployees: brands.includeEmployees,
    includeJointSessions: brands.includeJointSessions,
    employeeStaffing: brands.employeeStaffing,
    includeScoreReports: brands.includeScoreReports,
    allowManualAttendance: brands.allowManualAttendance,
    forceDuration: brands.forceDuration,
    paymentType: brands.paymentType,
    pricing: brands.pricing,
    offerContract: brands.offerContract,
    contractPricing: brands.contractPricing,
    offerDiscount: brands.offerDiscount,
    discountPricing: brands.discountPricing,
    allowLimitedAttendance: brands.allowLimitedAttendance,
    limitedAttendancesCount: brands.limitedAttendancesCount,
    includeParentUpdates: brands.includeParentUpdates,
    parentUpdatesInterval: brands.parentUpdatesInterval,
    offerReserved: brands.offerReserved,
    reservedIntervalUnit: brands.reservedIntervalUnit,
    reservedIntervalLength: brands.reservedIntervalLength,
    includeReviews: brands.includeReviews,
    reviewInterval: brands.reviewInterval,
    reviewIntervalUnit: brands.reviewIntervalUnit,
    includeDelightedSurveys: brands.includeDelightedSurveys,
    delightedSurveyMinutesInterval: brands.delightedSurveyMinutesInterval,
    employeeId: brands.employeeId,
    lockVersion: brands.lockVersion,
  },
  idColumn: brands.id,
  sortable: {
    id: brands.id,
    name: brands.name,
    department_id: brands.departmentId,
    active: brands.active,
    payment_type: brands.paymentType,
  },
  defaultOrder: { column: 'name', sort: 'asc' },
  filters: {
    departmentId: integerIn(brands.departmentId, 'Department id.'),
    active: booleanIs(brands.active, 'Active brands only (true) or inactive only (false).'),
    paymentType: stringIn(
      brands.paymentType,
      'Payment type is one of these (none, fixed, recurring).',
    ),
    query: textSearch({ name: brands.name }, 'Name contains (case-insensitive).'),
  },
  includes: {
    department: { kind: 'belongsTo', target: 'departments', foreignKey: 'departmentId' },
    sessionTypes: { kind: 'hasMany', target: 'session_types', foreignKey: 'brandId' },
  },
  serialize: (row) => ({ ...row }),
  write: { table: brands, toValues: (payload, current) => brandValues(payload, current) },
});
