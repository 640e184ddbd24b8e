import { z } from 'zod';
import type { Actor } from '../permissions/actor.ts';
import { hasFlag, isAdmin } from '../permissions/actor.ts';
import {
  hasAtMostTwoDecimals,
  PAY_TYPES,
  PAYROLL_BATCH_MAX_ROWS,
  PAYROLL_DESCRIPTION_MAX,
  PAYROLL_EDIT_NOTES_MAX,
  PAYROLL_LINK_TYPE,
  PAYROLL_QUANTITY_MAX,
  PAYROLL_RATE_MAX,
  PAYROLL_STATUSES,
} from '../payroll-rules.ts';
import { hasAnyRole, type Role } from '../roles.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import { payrollItemsAccess } from './access/payroll-items.ts';
export { PAYROLL_ROLES } from './access/payroll-items.ts';

/** Spec §6: "HR sees the Edit button on payroll items" (and admins, who do everything). */
export const PAYROLL_EDITOR_ROLES: readonly Role[] = ['admin', 'hr'];

/** Spec §6: "ADMIN sees rate and pay columns": the API leaves them out for everyone else. */
export const PAYROLL_ADMIN_ONLY_FIELDS = ['rate', 'pay'] as const;

const twoDecimals = (what: string) =>
  z.number().refine(hasAtMostTwoDecimals, `must have at most two decimals (${what})`);

/** Dollars per unit, to the cent (spec §5: max 1000). */
export const payrollRate = twoDecimals('cents')
  .min(0, 'must be 0 or more')
  .max(PAYROLL_RATE_MAX, `must be at most ${PAYROLL_RATE_MAX}`);
/** Units (hours, sessions...), to the hundredth (spec §5: max 100). */
export const payrollQuantity = twoDecimals('hundredths')
  .positive('must be more than 0')
  .max(PAYROLL_QUANTITY_MAX, `must be at most ${PAYROLL_QUANTITY_MAX}`);
export const payrollDescription = storableText
  .trim()
  .min(1, "can't be blank")
  .max(PAYROLL_DESCRIPTION_MAX, `must be at most ${PAYROLL_DESCRIPTION_MAX} characters`);
export const payrollEditNotes = storableText
  .trim()
  .max(PAYROLL_EDIT_NOTES_MAX, `must be at most ${PAYROLL_EDIT_NOTES_MAX} characters`);
export const payType = z.enum(PAY_TYPES, { error: `must be one of ${PAY_TYPES.join(', ')}` });

/** A payroll item (spec §3): what an employee is paid beyond their sessions, pending until paid. */
export const payrollItemRecord = z.object({
  id: integer,
  employeeId: integer,
  /** The employee's full name, for lists, toasts and the CSV. */
  employeeName: z.string(),
  departmentId: integer,
  departmentName: z.string(),
  payType: z.enum(PAY_TYPES),
  /** Admins only (field rules). */
  rate: z.number().optional(),
  quantity: z.number(),
  /** rate × quantity, computed by the server. Admins only (field rules). */
  pay: z.number().optional(),
  description: z.string(),
  /** Why the item was last edited (spec §5: required when editing). */
  editNotes: z.string().nullable(),
  /** Needs review: held out of the next payroll run until someone allowed releases it. */
  hold: z.boolean(),
  paid: z.boolean(),
  paidAt: isoDateTime.nullable(),
  status: z.enum(PAYROLL_STATUSES),
  /** A Marketing item's lead source (spec §3 link/linkId/linkType). */
  linkType: z.literal(PAYROLL_LINK_TYPE).nullable(),
  linkId: integer.nullable(),
  /** That lead source's name, for the list and the CSV. */
  leadSourceName: z.string().nullable(),
  /** The payday it is expected in (YYYY-MM-DD): the 15th or the last day of the month. */
  estimatedPayDate: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
export type PayrollItem = z.infer<typeof payrollItemRecord>;

/**
 * A new item (spec §5: department, pay type, rate, quantity and description required when new).
 * The rate is the admins' to set; without one it is the pay type's default, and a Training
 * item always takes the employee's training rate (spec §9). Pay is never sent: the server
 * computes it.
 */
export const payrollItemCreate = z.object({
  employeeId: recordId,
  departmentId: recordId,
  payType,
  rate: payrollRate.optional(),
  quantity: payrollQuantity,
  description: payrollDescription,
  /** The lead source of a Marketing item. */
  linkId: recordId.nullish(),
  hold: z.boolean({ error: 'must be true or false' }).optional(),
});
export type PayrollItemCreate = z.input<typeof payrollItemCreate>;

/** A change: any field of a new item, with the edit notes (required unless only the hold changes). */
export const payrollItemUpdate = payrollItemCreate.partial().extend({
  editNotes: payrollEditNotes.optional(),
});
export type PayrollItemUpdate = z.input<typeof payrollItemUpdate>;

/** POST /payroll_items/mark_paid: the pending items a payroll run paid. */
export const payrollMarkPaid = z.object({
  ids: z.array(recordId).min(1, 'must name at least one item').max(1000),
});

/** POST /payroll_items/batch_upload: the CSV's rows as parsed cells (domain's payroll-batch). */
export const payrollBatchUpload = z.object({
  rows: z
    .array(z.record(z.string().max(100), z.string().max(2000)))
    .min(1, 'must have at least one row')
    .max(PAYROLL_BATCH_MAX_ROWS, `must have at most ${PAYROLL_BATCH_MAX_ROWS} rows`),
});

/** An employee a payroll item may be for; the training rate only for admins. */
export const payrollEmployeeChoice = z.object({
  id: integer,
  fullName: z.string(),
  email: z.string(),
  active: z.boolean(),
  trainingRate: z.number().optional(),
});
export type PayrollEmployeeChoice = z.infer<typeof payrollEmployeeChoice>;

const PAYROLL_FIELDS = Object.keys(payrollItemRecord.shape);
const NON_ADMIN_READ = PAYROLL_FIELDS.filter(
  (field) => !(PAYROLL_ADMIN_ONLY_FIELDS as readonly string[]).includes(field),
);
const CREATE_FIELDS = Object.keys(payrollItemCreate.shape);
const UPDATE_FIELDS = Object.keys(payrollItemUpdate.shape);

/**
 * Who may write which field:
 * - admins everything (the rate too);
 * - the needs-review hold only with the canEditPayrollHold flag (spec §6);
 * - an instruction manager changes nothing of an item but its hold (they add items, HR edits).
 */
function payrollWritableFields(actor: Actor, record?: PayrollItem): readonly string[] | 'all' {
  if (isAdmin(actor)) return 'all';
  const mayHold = hasFlag(actor, 'canEditPayrollHold');
  if (record !== undefined && !canEditPayrollItem(actor)) return mayHold ? ['hold'] : [];
  return (record === undefined ? CREATE_FIELDS : UPDATE_FIELDS).filter(
    (field) => field !== 'rate' && (field !== 'hold' || mayHold),
  );
}

/** Spec §6: HR (and admins) see Edit; the others of payroll only add items or hold them. */
export function canEditPayrollItem(actor: Actor): boolean {
  return hasAnyRole(actor.roles, PAYROLL_EDITOR_ROLES);
}

/** Spec §6: the needs-review switch is disabled unless the canEditHold flag is set. */
export function canEditPayrollHold(actor: Actor): boolean {
  return hasFlag(actor, 'canEditPayrollHold');
}

/** Spec §6: only admins see the rate and the pay. */
export function canSeePayrollPay(actor: Actor): boolean {
  return isAdmin(actor);
}

export const payrollItemsContract = defineContract({
  name: 'payroll_items',
  singular: payrollItemsAccess.singular,
  summary:
    'Pay beyond sessions (bonus, training, marketing...): rate × quantity, pending until paid. Admins, HR and instruction managers; only admins see the rate and the pay.',
  record: payrollItemRecord,
  create: payrollItemCreate,
  update: payrollItemUpdate,
  access: payrollItemsAccess.access,
  fields: {
    read: (actor) => (canSeePayrollPay(actor) ? 'all' : NON_ADMIN_READ),
    write: payrollWritableFields,
  },
  actions: {
    markPaid: {
      on: 'collection',
      method: 'POST',
      path: 'mark_paid',
      summary:
        'Marks pending items paid (a payroll run). All or nothing: an item on hold is a 422, a paid one a 409. Body: { ids }. Answers { paid } (how many).',
      input: { in: 'body', schema: payrollMarkPaid },
      output: z.object({ paid: integer }),
      allow: payrollItemsAccess.actions.markPaid,
    },
    batchUpload: {
      on: 'collection',
      method: 'POST',
      path: 'batch_upload',
      summary:
        "Creates items from a CSV's rows (employee e-mail, department, pay type, rate, quantity, description, lead source id). All or nothing: any bad row is a 422 with errors per row ('row 3': [...]), and nothing is saved. Answers { created, ids }.",
      input: { in: 'body', schema: payrollBatchUpload },
      output: z.object({ created: integer, ids: z.array(integer) }),
      status: 201,
      allow: payrollItemsAccess.actions.batchUpload,
    },
    employeeChoices: {
      on: 'collection',
      method: 'GET',
      path: 'employee_choices',
      summary:
        'The employees a payroll item may be for (at most 1000, by name), with their training rate for admins.',
      output: z.object({ employees: z.array(payrollEmployeeChoice) }),
      allow: payrollItemsAccess.actions.employeeChoices,
    },
  },
});
