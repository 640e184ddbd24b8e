import { zodResolver } from '@hookform/resolvers/zod';
import {
  payrollItemCreate,
  payrollItemProblems,
  payrollItemUpdate,
  writableFields,
  payrollItemsContract,
  type AuthUser,
  type FieldErrors,
  type PayrollItem,
} from '@tp/domain';
import type { z } from 'zod';

function addProblems(errors: FieldErrors, ctx: z.RefinementCtx) {
  for (const [field, messages] of Object.entries(errors)) {
    for (const message of messages) ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}

/**
 * The item modal validates with the payload schemas the server validates with (domain's
 * `payrollItemCreate` / `payrollItemUpdate`) and the same rules across fields: a lead source
 * for Marketing, edit notes when editing (spec §5). The server's 422s land on the same fields.
 */
export const payrollCreateResolver = zodResolver(
  payrollItemCreate.superRefine((values, ctx) => addProblems(payrollItemProblems(values), ctx)),
);
export const payrollEditResolver = zodResolver(
  payrollItemUpdate.superRefine((values, ctx) =>
    addProblems(payrollItemProblems(values, { changes: values }), ctx),
  ),
);

/**
 * What the modal sends: only the payload's fields the user may write (the server refuses any
 * other with a 403; HR never sends the rate or the hold, which they cannot set), with an
 * empty lead source as none.
 */
export function payrollPayload(
  values: Record<string, unknown>,
  user: AuthUser | null,
  record?: PayrollItem,
): Record<string, unknown> {
  const schema = record ? payrollItemUpdate : payrollItemCreate;
  const writable = user ? writableFields(payrollItemsContract, user, record) : [];
  const payload: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (!(key in values) || values[key] === undefined) continue;
    if (writable !== 'all' && !writable.includes(key)) continue;
    payload[key] = values[key] === '' ? null : values[key];
  }
  return payload;
}
