import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { adminOnly, rolesOnly } from '../../permissions/rules.ts';
import { type Role } from '../../roles.ts';
import type { couponRecord } from '../coupons.ts';

/**
 * Who reads coupons: admins alone, who manage them. A code is worth money, so it is shown to
 * as few people as the work needs. Advisors apply the code a family brings to an enrollment
 * (apply_coupon), which answers whether it is usable and why not, without a list of every
 * code; tutors and families see none.
 */
export const COUPON_READER_ROLES: readonly Role[] = ['admin'];

export const couponsAccess = {
  singular: 'coupon',
  access: {
    read: rolesOnly(COUPON_READER_ROLES),
    create: adminOnly(),
    update: adminOnly(),
    delete: adminOnly(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof couponRecord>>;
