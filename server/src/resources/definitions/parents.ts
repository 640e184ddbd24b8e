import {
  DEFAULT_PARENT_STATUS,
  HIGH_HOME_VALUE,
  HIGH_NPS_MIN,
  isAdvisorDirector,
  LAST_TOUCH_DAYS,
  LEAD_ACTIVE_STATUSES,
  LOW_HOURS,
  LOW_NPS_MAX,
  NOT_TOUCHED_AGE_DAYS,
  NOT_TOUCHED_MAX_CALLS,
  PARENT_QUICK_FILTERS,
  PARENT_REFERRAL_SOURCES,
  PARENT_STATUS_GROUPS,
  parentPayloadErrors,
  parentsContract,
  RECENTLY_ASSIGNED_DAYS,
  statusGroupOf,
  formatAddress,
  type Address,
  type ParentPayload,
  type ParentQuickFilter,
  type ParentStatusGroup,
  type ParentType,
  cardStatusOf,
  hoursOf,
} from '@tp/domain';
import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  employees,
  enrollments,
  installments,
  parents,
  students,
  users,
} from '../../db/schema/index.ts';
import { Invalid } from '../../http/errors.ts';
import {
  abandonedCounts,
  createParentUser,
  assignableAdvisors,
  mergeParents,
  PARENT_USER_FIELDS,
  reassignParents,
  updateParentUser,
  userFieldsOf,
} from '../../services/parents.ts';
import {
  familyHoursFactsSql,
  familyRemainingMinutesOf,
  familyRemainingMinutesSql,
} from '../../services/enrollment-hours-facts.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { findRow } from '../query.ts';
import { booleanIs, filter, queryValue, stringIn, textSearch } from '../filters.ts';
import {
  forStudents,
  forTutor,
  qualified,
  studentsOfSessions,
  tutorSessionIds,
} from '../scopes.ts';
import type { ActionResult, AnyRow, CallContext, Resource } from '../types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The facts the card status is derived from (domain cardStatusOf): failed installments and
 * credit on the family's children's enrollments. */
const failedInstallmentsSql = sql<number>`(select count(*)::int from ${installments} fi
  join ${enrollments} fe on fe.id = fi.enrollment_id join ${students} fs on fs.id = fe.student_id
  where fs.parent_id = ${qualified(parents.id)} and fi.status = 'failed')`;
const creditCentsSql = sql<number>`(select coalesce(sum(ce.credit_cents), 0)::int
  from ${enrollments} ce join ${students} cs on cs.id = ce.student_id
  where cs.parent_id = ${qualified(parents.id)})`;
const employeeNameSql = sql<string | null>`(select eu.first_name || ' ' || eu.last_name
  from ${employees} e join ${users} eu on eu.id = e.user_id
  where e.id = ${qualified(parents.employeeId)})`;
const studentIdsSql = sql<number[]>`coalesce((select json_agg(s.id order by s.id)
  from ${students} s where s.parent_id = ${qualified(parents.id)}), '[]'::json)`;
const studentNamesSql = sql<
  string[]
>`coalesce((select json_agg(s.first_name || ' ' || s.last_name order by s.id)
  from ${students} s where s.parent_id = ${qualified(parents.id)}), '[]'::json)`;

/** Whether a contact has referred another: someone names them as their source. */
const hasReferred = sql`exists (select 1 from ${parents} r where r.source_link_type = 'Parent'
  and r.source_link_id = ${qualified(parents.id)})`;

/** The SQL of each quick filter of spec §9 at `now`. */
function quickCondition(quick: ParentQuickFilter, now: Date): SQL | undefined {
  const isLead = eq(parents.type, 'Lead');
  const isCustomer = eq(parents.type, 'Customer');
  switch (quick) {
    case 'all':
      return undefined;
    case 'recentlyAssigned':
      return gte(parents.assignedAt, daysBefore(now, RECENTLY_ASSIGNED_DAYS));
    case 'lowHours':
      // The family's remaining hours as remainingHours shows them (derived, at `now`).
      return and(
        isCustomer,
        sql`${familyRemainingMinutesSql(qualified(parents.id), now)} < ${LOW_HOURS * 60}`,
      );
    case 'lowNps':
      return and(isCustomer, lte(parents.npsScore, LOW_NPS_MAX));
    case 'highNps':
      return and(isCustomer, gte(parents.npsScore, HIGH_NPS_MIN));
    case 'hasReferred':
      return hasReferred;
    case 'lastTouch':
      // Not touched in the last 30 days (never touched counts).
      return or(
        isNull(parents.lastContactedAt),
        lt(parents.lastContactedAt, daysBefore(now, LAST_TOUCH_DAYS)),
      );
    case 'vip':
      return eq(parents.vip, true);
    case 'noContact':
      return and(isLead, eq(parents.callsCount, 0));
    case 'notTouched':
      return and(
        isLead,
        lte(parents.createdAt, daysBefore(now, NOT_TOUCHED_AGE_DAYS)),
        lte(parents.callsCount, NOT_TOUCHED_MAX_CALLS),
      );
    case 'highHomeValue':
      return gte(parents.homeValue, HIGH_HOME_VALUE);
    case 'couldNotReach':
      return eq(parents.status, 'Could Not Reach');
    case 'unassigned':
      return isNull(parents.employeeId);
  }
}

function groupCondition(value: string): SQL {
  if (!(PARENT_STATUS_GROUPS as readonly string[]).includes(value)) return sql`false`;
  const group = value as ParentStatusGroup;
  const leadActive = LEAD_ACTIVE_STATUSES as readonly string[] as string[];
  if (group === 'customer') return eq(parents.type, 'Customer');
  if (group === 'leadActive')
    return and(eq(parents.type, 'Lead'), inArray(parents.status, leadActive))!;
  return and(eq(parents.type, 'Lead'), notInArray(parents.status, leadActive))!;
}

/**
 * The assigned-advisor filter (spec §6): `me`, `unassigned`, or an advisor's employee id,
 * which only directors (and admins) may pick ("All Advisors"); others get a 422.
 */
const assignedTo = filter({
  description:
    "Assigned advisor: 'me', 'unassigned', or an employee id (directors and admins only).",
  valueType: 'string',
  value: queryValue.string,
  reveals: ['employeeId'],
  where: (values, ctx) => {
    const conditions = values.map((value) => {
      if (value === 'unassigned') return isNull(parents.employeeId);
      if (value === 'me')
        return ctx.user.employeeId === null
          ? sql`false`
          : eq(parents.employeeId, ctx.user.employeeId);
      const id = /^\d{1,9}$/.test(value) ? Number(value) : null;
      // Anything else names nobody.
      if (id === null) return sql`false`;
      if (!isAdvisorDirector(ctx.user) && id !== ctx.user.employeeId)
        throw new Invalid({ assignedTo: ["may be only 'me' or 'unassigned'"] });
      return eq(parents.employeeId, id);
    });
    return or(...conditions);
  },
});

/** The contact as it will be, for the rules across fields. */
function mergedPayload(payload: Record<string, unknown>, current: AnyRow | null) {
  return { ...(current ?? {}), ...payload } as Partial<ParentPayload>;
}

/** Column values of the parents row from a payload (account fields go to the user). */
function parentValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  ctx: CallContext,
): Record<string, unknown> {
  const type = (payload.type ?? current?.type ?? 'Customer') as ParentType;
  const withStatus =
    !current && payload.status === undefined
      ? { ...payload, type, status: DEFAULT_PARENT_STATUS[type] }
      : payload;
  const errors = parentPayloadErrors(mergedPayload(withStatus, current));
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  const columns = Object.fromEntries(
    Object.entries(withStatus).filter(
      ([key]) => !(PARENT_USER_FIELDS as readonly string[]).includes(key),
    ),
  );
  if (columns.address) {
    const address = columns.address as Address;
    columns.address = { ...address, formatted: formatAddress(address) };
  }
  if (!current) {
    // A contact an advisor enters is theirs; a director's waits unassigned.
    const employeeId = isAdvisorDirector(ctx.user) ? null : ctx.user.employeeId;
    return { ...columns, employeeId, assignedAt: employeeId === null ? null : ctx.now };
  }
  // A change of the account's fields alone is a change of the contact: its version moves.
  const changesUser = PARENT_USER_FIELDS.some((key) => key in payload);
  return changesUser ? { ...columns, updatedAt: ctx.now } : columns;
}

export const parentsResource: Resource = defineResource({
  contract: parentsContract,
  from: parents,
  joins: [{ table: users, on: eq(users.id, parents.userId) }],
  fields: {
    id: parents.id,
    userId: parents.userId,
    type: parents.type,
    status: parents.status,
    active: parents.active,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
    timeZone: users.timeZone,
    source: parents.source,
    sourceLink: parents.sourceLink,
    sourceLinkType: parents.sourceLinkType,
    sourceLinkId: parents.sourceLinkId,
    address: parents.address,
    employeeId: parents.employeeId,
    employeeName: employeeNameSql.as('employee_name'),
    assignedAt: parents.assignedAt,
    callsCount: parents.callsCount,
    lastContactedAt: parents.lastContactedAt,
    npsScore: parents.npsScore,
    vip: parents.vip,
    homeValue: parents.homeValue,
    familyHours: familyHoursFactsSql(qualified(parents.id)).as('family_hours'),
    cardStatusOverride: parents.cardStatusOverride,
    failedInstallments: failedInstallmentsSql.as('failed_installments'),
    creditCents: creditCentsSql.as('credit_cents'),
    abandonedAt: parents.abandonedAt,
    studentIds: studentIdsSql.as('student_ids'),
    studentNames: studentNamesSql.as('student_names'),
    lockedAt: users.lockedAt,
    frozenAt: users.frozenAt,
    createdAt: parents.createdAt,
    updatedAt: parents.updatedAt,
    lockVersion: parents.lockVersion,
  },
  idColumn: parents.id,
  sortable: {
    id: parents.id,
    first_name: users.firstName,
    last_name: users.lastName,
    email: users.email,
    status: parents.status,
    type: parents.type,
    employee_name: employeeNameSql,
    assigned_at: parents.assignedAt,
    calls_count: parents.callsCount,
    last_contacted_at: parents.lastContactedAt,
    created_at: parents.createdAt,
  },
  defaultOrder: { column: 'last_name', sort: 'asc' },
  filters: {
    query: textSearch(
      { firstName: users.firstName, lastName: users.lastName, email: users.email },
      'Name or e-mail contains.',
    ),
    type: stringIn(parents.type, 'Customer or Lead.'),
    status: stringIn(parents.status, 'Status is one of these.'),
    statusGroup: filter({
      description: 'customer, leadActive or leadInactive (spec §4 status sets).',
      valueType: 'string',
      // A value naming no set selects nothing, as a status no contact has would.
      value: queryValue.string,
      reveals: ['status'],
      where: (values) => or(...values.map(groupCondition)),
    }),
    active: booleanIs(parents.active, 'Active contacts only (true) or inactive only (false).'),
    source: stringIn(parents.source, 'Referral source is one of these.'),
    assignedTo,
    abandoned: filter({
      description:
        'Left a checkout unfinished (true) or not (false): the leads GET /parents/abandoned_counts counts.',
      valueType: 'boolean',
      value: queryValue.boolean,
      reveals: ['abandonedAt'],
      where: (values) =>
        new Set(values).size === 1
          ? values[0]
            ? isNotNull(parents.abandonedAt)
            : isNull(parents.abandonedAt)
          : undefined,
    }),
    quick: filter({
      description: `A quick filter of spec §9: ${PARENT_QUICK_FILTERS.join(', ')}.`,
      valueType: 'string',
      // A name that is no quick filter selects nothing.
      value: queryValue.string,
      reveals: ['status', 'employeeId', 'callsCount', 'npsScore', 'vip', 'homeValue'],
      where: (values, ctx) =>
        or(
          ...values.map((value) =>
            (PARENT_QUICK_FILTERS as readonly string[]).includes(value)
              ? (quickCondition(value as ParentQuickFilter, ctx.now) ?? sql`true`)
              : sql`false`,
          ),
        ),
    }),
  },
  includes: { students: { kind: 'hasMany', target: 'students', foreignKey: 'parentId' } },
  serialize: (
    { familyHours, cardStatusOverride, failedInstallments, creditCents, ...row },
    { now },
  ) => ({
    // The fields the row does not have go first: added after a spread of the row, V8 took
    // several times longer to build the record.
    cardStatus: cardStatusOf({ override: cardStatusOverride, failedInstallments, creditCents }),
    statusGroup: statusGroupOf(row.type as ParentType, row.status),
    fullName: `${row.firstName} ${row.lastName}`,
    // Issue 23, one figure everywhere: the sum of the family's enrollments' remaining hours,
    // each from domain's enrollmentHoursOf (the Hours tab's figures), never a stored count.
    remainingHours: hoursOf(familyRemainingMinutesOf(familyHours, now)),
    isLocked: row.lockedAt !== null,
    isFrozen: row.frozenAt !== null,
    ...row,
    type: row.type as ParentType,
    address: row.address ?? null,
    assignedAt: iso(row.assignedAt),
    lastContactedAt: iso(row.lastContactedAt),
    abandonedAt: iso(row.abandonedAt),
    lockedAt: iso(row.lockedAt),
    frozenAt: iso(row.frozenAt),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  readScopes: {
    tutor: forTutor(
      (employeeId) =>
        sql`${parents.id} in (select ${students.parentId} from ${students} where ${students.id} in ${studentsOfSessions(tutorSessionIds(employeeId))})`,
    ),
    student: forStudents(
      'student',
      (ids) =>
        sql`${parents.id} in (select ${students.parentId} from ${students} where ${students.id} in ${ids})`,
    ),
    parent: (user) => (user.parentId === null ? null : eq(parents.id, user.parentId)),
  },
  write: {
    table: parents,
    toValues: parentValues,
    hooks: {
      async beforeCreate(tx, values, payload, ctx) {
        return { ...values, userId: await createParentUser(tx, userFieldsOf(payload), ctx.now) };
      },
      async after(tx, change, ctx) {
        if (change.action !== 'updated' || !change.payload) return;
        await updateParentUser(tx, ctx.user, change.id, userFieldsOf(change.payload), ctx.now);
      },
    },
  },
  actions: {
    reassign: {
      async run({ tx, ctx, id, input }) {
        const { employeeId } = input as { employeeId: number | null };
        await reassignParents(tx, ctx.user, [id!], employeeId, ctx.now);
      },
    },
    bulkReassign: {
      async run({ tx, ctx, input }) {
        const { ids, employeeId } = input as { ids: number[]; employeeId: number | null };
        return {
          output: { updated: await reassignParents(tx, ctx.user, ids, employeeId, ctx.now) },
        };
      },
    },
    activate: {
      async run({ tx, ctx, id }) {
        await tx
          .update(parents)
          .set({ active: true, updatedAt: ctx.now })
          .where(eq(parents.id, id!));
      },
    },
    deactivate: {
      async run({ tx, ctx, id }) {
        await tx
          .update(parents)
          .set({ active: false, updatedAt: ctx.now })
          .where(eq(parents.id, id!));
      },
    },
    merge: {
      async run({ tx, ctx, input }): Promise<ActionResult> {
        const merge = input as { currentId: number; transferId: number; notes: string };
        const { mergedStudents } = await mergeParents(tx, ctx.user, merge, ctx.now);
        const row = await findRow(tx, parentsResource, merge.currentId);
        return { output: { parent: parentsResource.serialize(row!, ctx), mergedStudents } };
      },
    },
    assignableAdvisors: {
      async run({ tx }) {
        return { output: { advisors: await assignableAdvisors(tx) } };
      },
    },
    referralSources: {
      async run() {
        return { output: [...PARENT_REFERRAL_SOURCES] };
      },
    },
    abandonedCounts: {
      async run({ tx, ctx }) {
        return {
          output: { abandonedCounts: await abandonedCounts(tx, ctx.user.employeeId, ctx.now) },
        };
      },
    },
  },
});
