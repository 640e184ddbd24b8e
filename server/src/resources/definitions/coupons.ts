import {
  COUPON_CODE_IN_USE_MESSAGE,
  couponAmountFromStored,
  couponDeleteRefusal,
  couponsContract,
  couponShapeErrors,
  couponStatus,
  normaliseCouponCode,
  storedCouponAmount,
  type CouponUnit,
  type CouponValues,
} from '@tp/domain';
import { count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, enrollments, payments } from '../../db/schema/index.ts';
import { Conflict, Invalid } from '../../http/errors.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { booleanIs, filter, queryValue, textSearch } from '../filters.ts';
import { qualified } from '../scopes.ts';
import type { AnyRow, RowOf } from '../types.ts';

/**
 * The payments made with the coupon: what its limits are counted against at the charge
 * (payments/coupons.ts counts the same rows: payments keep the code they were paid with).
 */
const usesCountSql = sql<number>`(select count(*)::int from ${payments}
  where ${payments.couponCode} = ${qualified(coupons.code)})`;

const fields = {
  id: coupons.id,
  code: coupons.code,
  unit: coupons.unit,
  amount: coupons.amount,
  active: coupons.active,
  startsAt: coupons.startsAt,
  expiresAt: coupons.expiresAt,
  maxUses: coupons.maxUses,
  maxUsesPerFamily: coupons.maxUsesPerFamily,
  usesCount: usesCountSql.as('uses_count'),
  createdAt: coupons.createdAt,
  updatedAt: coupons.updatedAt,
  lockVersion: coupons.lockVersion,
};

type CouponRow = RowOf<typeof fields>;

const filters = {
  query: textSearch({ code: coupons.code }, 'Code contains (case-insensitive).'),
  active: booleanIs(coupons.active, 'Switched on (true) or off (false).'),
  expired: filter({
    description:
      'Past its expiry (true), or without one or before it (false), at the time of the request.',
    valueType: 'boolean',
    value: queryValue.boolean,
    reveals: ['expiresAt'],
    where: (values, ctx) => {
      if (new Set(values).size !== 1) return undefined;
      return values[0]
        ? lte(coupons.expiresAt, ctx.now)
        : or(isNull(coupons.expiresAt), gt(coupons.expiresAt, ctx.now));
    },
  }),
};

/** The row's values as the rules read them (amount in dollars or percent). */
function valuesOf(row: AnyRow): CouponValues {
  const unit = row.unit as CouponUnit;
  return {
    unit,
    amount: couponAmountFromStored(unit, row.amount as number),
    startsAt: row.startsAt as Date | null,
    expiresAt: row.expiresAt as Date | null,
    maxUses: row.maxUses as number | null,
    maxUsesPerFamily: row.maxUsesPerFamily as number | null,
  };
}

/**
 * Column values of a create or update: the rules run on the coupon as the write leaves it (an
 * update that changes the unit alone is checked against the amount it keeps), the code is kept
 * as the charge looks it up, and the amount in the table's units.
 */
export function couponValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
): Record<string, unknown> {
  const merged = { ...(current ? valuesOf(current) : {}), ...payload } as CouponValues;
  const errors = couponShapeErrors(merged);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  const values = { ...payload };
  if (typeof payload.code === 'string') values.code = normaliseCouponCode(payload.code);
  if ('unit' in payload || 'amount' in payload) {
    values.amount = storedCouponAmount(merged.unit, merged.amount);
  }
  return values;
}

/** How many payments were made with `code`, and how many enrollments have it applied. */
async function referencesTo(tx: Db, code: string) {
  const [paid] = await tx
    .select({ count: count() })
    .from(payments)
    .where(eq(payments.couponCode, code));
  const [applied] = await tx
    .select({ count: count() })
    .from(enrollments)
    .where(eq(enrollments.couponCode, code));
  return { uses: paid?.count ?? 0, enrollments: applied?.count ?? 0 };
}

/**
 * The coupon's code, its row held until the transaction ends: a charge holds the same row
 * (lockUsableCoupon) while it records its payment, so the count that follows sees every
 * payment made with the code, and no charge takes the code while it is renamed or deleted.
 */
async function lockedCode(tx: Db, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ code: coupons.code })
    .from(coupons)
    .where(eq(coupons.id, id))
    .for('update');
  return row?.code ?? null;
}

export const couponsResource = defineResource({
  contract: couponsContract,
  from: coupons,
  fields,
  idColumn: coupons.id,
  sortable: {
    id: coupons.id,
    code: coupons.code,
    unit: coupons.unit,
    active: coupons.active,
    starts_at: coupons.startsAt,
    expires_at: coupons.expiresAt,
    max_uses: coupons.maxUses,
    uses_count: usesCountSql,
    created_at: coupons.createdAt,
    updated_at: coupons.updatedAt,
  },
  defaultOrder: { column: 'code', sort: 'asc' },
  filters,
  serialize: (row: CouponRow, view) => {
    const unit = row.unit as CouponUnit;
    return {
      ...row,
      unit,
      amount: couponAmountFromStored(unit, row.amount),
      startsAt: iso(row.startsAt),
      expiresAt: iso(row.expiresAt),
      status: couponStatus({ ...row, unit }, view.now, row.usesCount),
      createdAt: isoRequired(row.createdAt),
      updatedAt: isoRequired(row.updatedAt),
    };
  },
  write: {
    table: coupons,
    toValues: (payload, current) => couponValues(payload, current),
    hooks: {
      // The code before an update, under the row's lock.
      before: (tx, id) => lockedCode(tx, id),
      // Payments and enrollments keep the code: renaming a coupon in use would detach them.
      async after(tx, { action, before, payload }) {
        if (action !== 'updated' || typeof before !== 'string') return;
        const code = payload?.code;
        if (typeof code !== 'string' || normaliseCouponCode(code) === before) return;
        const refs = await referencesTo(tx, before);
        if (refs.uses > 0 || refs.enrollments > 0) {
          throw new Invalid({ code: [COUPON_CODE_IN_USE_MESSAGE] });
        }
      },
      async beforeDelete(tx, id) {
        const code = await lockedCode(tx, id);
        if (code === null) return;
        const refs = await referencesTo(tx, code);
        const refusal = couponDeleteRefusal(refs.uses, refs.enrollments);
        if (refusal) throw new Conflict(refusal);
      },
    },
  },
});
