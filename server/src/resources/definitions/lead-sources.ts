import {
  canChangeLeadSourceStatus,
  DEFAULT_LEAD_SOURCE_STATUS,
  LEAD_SOURCE_CATEGORIES_ANSWER,
  LEAD_SOURCE_RECENT_DAYS,
  leadSourcesContract,
  leadSourceShapeErrors,
  leadSourceStatusRefusal,
  pendingSchoolsContract,
  type LeadSourceStatus,
  type LeadSourceType,
} from '@tp/domain';
import { eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { employees, leadSources, users } from '../../db/schema/index.ts';
import { Invalid } from '../../http/errors.ts';
import {
  assertLeadSourceAssignee,
  leadSourceAssignees,
  mergePendingSchool,
  promotePendingSchool,
} from '../../services/lead-sources.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { filter, integerIn, queryValue, stringIn, textSearch } from '../filters.ts';
import { qualified } from '../scopes.ts';
import type { AnyRow, CallContext, Filter, RowOf } from '../types.ts';

const employeeNameSql = sql<string | null>`(select u.first_name || ' ' || u.last_name
  from ${employees} e inner join ${users} u on u.id = e.user_id
  where e.id = ${qualified(leadSources.employeeId)})`;

const DAY_MS = 24 * 60 * 60 * 1000;
const recentSince = (ctx: CallContext) =>
  new Date(ctx.now.getTime() - LEAD_SOURCE_RECENT_DAYS * DAY_MS);

/** Spec §9's quick filters: `recentActivity=true` / `recentPromotion=true` (within 30 days). */
function recent(column: PgColumn, description: string): Filter {
  return filter({
    description,
    valueType: 'boolean',
    value: queryValue.boolean,
    where: (values, ctx) => (values.includes(true) ? gte(column, recentSince(ctx)) : undefined),
  });
}

const fields = {
  id: leadSources.id,
  name: leadSources.name,
  type: leadSources.type,
  status: leadSources.status,
  category: leadSources.category,
  schoolTypes: leadSources.schoolTypes,
  city: leadSources.city,
  state: leadSources.state,
  employeeId: leadSources.employeeId,
  employeeName: employeeNameSql.as('employee_name'),
  lastActivityAt: leadSources.lastActivityAt,
  lastPromotionAt: leadSources.lastPromotionAt,
  createdAt: leadSources.createdAt,
  updatedAt: leadSources.updatedAt,
  lockVersion: leadSources.lockVersion,
};

const sortable = {
  id: leadSources.id,
  name: leadSources.name,
  type: leadSources.type,
  status: leadSources.status,
  category: leadSources.category,
  city: leadSources.city,
  employee_name: employeeNameSql,
  last_activity_at: leadSources.lastActivityAt,
  last_promotion_at: leadSources.lastPromotionAt,
  created_at: leadSources.createdAt,
  updated_at: leadSources.updatedAt,
};

const filters = {
  type: stringIn(leadSources.type, 'Type is one of these (School, PendingSchool, LeadSource).'),
  status: stringIn(
    leadSources.status,
    'Status is one of these (uncategorized, target, managed, ended, no_value, do_not_contact).',
  ),
  category: stringIn(leadSources.category, 'Category is one of these (High School, Library...).'),
  employeeId: integerIn(leadSources.employeeId, 'Assigned to one of these employees.'),
  unassigned: filter({
    description: 'Assigned to nobody (true).',
    valueType: 'boolean',
    value: queryValue.boolean,
    where: (values) => (values.includes(true) ? isNull(leadSources.employeeId) : undefined),
  }),
  recentActivity: recent(leadSources.lastActivityAt, 'Last activity within 30 days (true).'),
  recentPromotion: recent(leadSources.lastPromotionAt, 'Last promotion within 30 days (true).'),
  recent: filter({
    description: 'Last activity or promotion within 30 days (true).',
    valueType: 'boolean',
    value: queryValue.boolean,
    where: (values, ctx) =>
      values.includes(true)
        ? or(
            gte(leadSources.lastActivityAt, recentSince(ctx)),
            gte(leadSources.lastPromotionAt, recentSince(ctx)),
          )
        : undefined,
  }),
  query: textSearch(
    { name: leadSources.name, city: leadSources.city },
    'Name or city contains (case-insensitive).',
  ),
};

type LeadSourceRow = RowOf<typeof fields>;

function serialize(row: LeadSourceRow) {
  return {
    ...row,
    lastActivityAt: iso(row.lastActivityAt),
    lastPromotionAt: iso(row.lastPromotionAt),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

/**
 * Column values of a create or update: the status moves only as spec §4 allows (a refused
 * transition is a 422 naming both statuses), and type, category and school types agree.
 */
export function leadSourceValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  now: Date,
): Record<string, unknown> {
  const from = (current?.status ?? null) as LeadSourceStatus | null;
  const to = payload.status as LeadSourceStatus | undefined;
  if (from !== null && to !== undefined && !canChangeLeadSourceStatus(from, to)) {
    throw new Invalid({ status: [leadSourceStatusRefusal(from, to)] });
  }
  const merged = { ...(current ?? {}), ...payload } as {
    type: LeadSourceType;
    category?: string | null;
    schoolTypes?: string[];
  };
  const errors = leadSourceShapeErrors(merged);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  if (!current) return { status: DEFAULT_LEAD_SOURCE_STATUS, ...payload };
  // An update that changes nothing leaves the row (and its version) as it is.
  const changes = Object.keys(payload).some(
    (field) => JSON.stringify(payload[field]) !== JSON.stringify(current[field]),
  );
  return changes ? { ...payload, updatedAt: now } : payload;
}

export const leadSourcesResource = defineResource({
  contract: leadSourcesContract,
  from: leadSources,
  fields,
  idColumn: leadSources.id,
  sortable,
  defaultOrder: { column: 'name', sort: 'asc' },
  filters,
  serialize,
  write: {
    table: leadSources,
    toValues: (payload, current, ctx) => leadSourceValues(payload, current, ctx.now),
    hooks: {
      before: async (tx, id) => {
        const [row] = await tx
          .select({ employeeId: leadSources.employeeId })
          .from(leadSources)
          .where(eq(leadSources.id, id));
        return row?.employeeId ?? null;
      },
      // Create and update may assign too: the same check as reassign, when the employee changes.
      async after(tx, { action, before, payload }) {
        const employeeId = payload?.employeeId as number | null | undefined;
        if (action === 'deleted' || employeeId == null || employeeId === before) return;
        await assertLeadSourceAssignee(tx, employeeId);
      },
    },
  },
  actions: {
    reassign: {
      async run({ tx, ctx, id, input }) {
        const { employeeId } = input as { employeeId: number | null };
        if (employeeId !== null) await assertLeadSourceAssignee(tx, employeeId);
        await tx
          .update(leadSources)
          .set({ employeeId, updatedAt: ctx.now })
          .where(eq(leadSources.id, id!));
      },
    },
    assignees: {
      async run({ tx }) {
        return { output: { assignees: await leadSourceAssignees(tx) } };
      },
    },
    categories: {
      async run() {
        return { output: LEAD_SOURCE_CATEGORIES_ANSWER };
      },
    },
  },
});

export const pendingSchoolsResource = defineResource({
  contract: pendingSchoolsContract,
  from: leadSources,
  fields,
  idColumn: leadSources.id,
  sortable,
  defaultOrder: { column: 'name', sort: 'asc' },
  filters,
  serialize,
  actions: {
    merge: {
      async run({ tx, ctx, id, input }) {
        const { actualSchoolId } = input as { actualSchoolId: number };
        await mergePendingSchool(tx, id!, actualSchoolId, ctx.now);
        const [school] = await tx
          .select(fields)
          .from(leadSources)
          .where(eq(leadSources.id, actualSchoolId));
        return { output: { school: serialize(school as LeadSourceRow) } };
      },
    },
    promote: {
      async run({ tx, ctx, id, input }) {
        const { school } = input as { school: Record<string, unknown> };
        await promotePendingSchool(tx, id!, school, ctx.now);
      },
    },
  },
});
