import type { FieldErrors } from './messages.ts';

/** Spec §9: "Pay types: Miscellaneous, Overtime Adjustment, Bonus, Training, Marketing." */
export const PAY_TYPES = [
  'Miscellaneous',
  'Overtime Adjustment',
  'Bonus',
  'Training',
  'Marketing',
] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** Spec §9: "Payroll rate max 1000, quantity max 100, edit notes 191." */
export const PAYROLL_RATE_MAX = 1000;
export const PAYROLL_QUANTITY_MAX = 100;
export const PAYROLL_EDIT_NOTES_MAX = 191;
export const PAYROLL_DESCRIPTION_MAX = 1000;
/** Spec §9: "Payroll 25" a page. */
export const PAYROLL_PER_PAGE = 25;
/** Rows one batch upload may carry: a month of items for a large team, not a data dump. */
export const PAYROLL_BATCH_MAX_ROWS = 500;

/** What a payroll item links to when it has a link: a lead source (spec §3, Marketing). */
export const PAYROLL_LINK_TYPE = 'LeadSource' as const;

/** The messages of spec §8 for payroll items. */
export const PAYROLL_HOLD_UPDATED_MESSAGE = 'Updated hold status for payroll item';
export const payrollCreatedMessage = (payType: string, employeeName: string) =>
  `We have created a ${payType} payroll item for ${employeeName}`;
export const payrollUpdatedMessage = (employeeName: string) =>
  `Updated payroll item for ${employeeName}`;

/** The answer to a change of a paid item: it is settled, in the payroll run that paid it. */
export const PAYROLL_PAID_CONFLICT_MESSAGE =
  'This payroll item has been paid and can no longer be changed.';
export const LEAD_SOURCE_REQUIRED_MESSAGE = 'is required for the Marketing pay type';
export const EDIT_NOTES_REQUIRED_MESSAGE = 'are required when editing a payroll item';

/** Pending until a payroll run pays it (spec §7: "paid (false is Pending, true is Paid)"). */
export const PAYROLL_STATUSES = ['Pending', 'Paid'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];

export function payrollStatusOf(paid: boolean): PayrollStatus {
  return paid ? 'Paid' : 'Pending';
}

/** Whether a number has at most two decimals (cents for a rate, hundredths of an hour). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * Spec §9: "Pay equals rate times quantity", to the cent. Both have at most two decimals, so
 * the product is computed in whole hundredths (no floating-point drift), then rounded half
 * away from zero to the cent.
 */
export function payFor(rate: number, quantity: number): number {
  const hundredths = Math.round(rate * 100) * Math.round(quantity * 100);
  const cents = Math.sign(hundredths) * Math.round(Math.abs(hundredths) / 100);
  return cents / 100;
}

/** Spec §9: "Training uses the employee's training rate, others default 0." */
export function defaultPayrollRate(payType: PayType, trainingRate: number): number {
  return payType === 'Training' ? trainingRate : 0;
}

/** Spec §5: "lead source required for the Marketing pay type". */
export function requiresLeadSource(payType: string | undefined): boolean {
  return payType === 'Marketing';
}

/**
 * When a payroll item is expected to be paid: payroll runs twice a month, on the 15th and on
 * the last day of the month; an item created up to the 15th is paid on the 15th, a later one
 * at the month's end. `createdOn` and the answer are calendar dates (YYYY-MM-DD).
 */
export function estimatedPayDate(createdOn: string): string {
  const [year, month, day] = createdOn.split('-').map(Number) as [number, number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  if (day <= 15) return `${year}-${pad(month)}-15`;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(lastDay)}`;
}

/** Keys of an update that need no edit notes: the needs-review switch saves alone. */
const NOTE_FREE_KEYS = new Set(['hold', 'editNotes', 'lockVersion']);

/** Whether an update changes only the hold (the list's switch), which takes no edit notes. */
export function isHoldOnlyChange(changes: Record<string, unknown>): boolean {
  return Object.keys(changes).every((key) => NOTE_FREE_KEYS.has(key));
}

/**
 * The rules of spec §5 across fields, for the forms and the server alike:
 * - the lead source is required for the Marketing pay type;
 * - edit notes are required when editing (any change but the hold alone).
 * `item` is the item as it will be (the record merged with the changes on an update).
 */
export function payrollItemProblems(
  item: { payType?: string | null; linkId?: number | null },
  editing?: { changes: Record<string, unknown> },
): FieldErrors {
  const errors: FieldErrors = {};
  if (requiresLeadSource(item.payType ?? undefined) && (item.linkId ?? null) === null) {
    errors.linkId = [LEAD_SOURCE_REQUIRED_MESSAGE];
  }
  if (editing && !isHoldOnlyChange(editing.changes)) {
    const notes = editing.changes.editNotes;
    if (typeof notes !== 'string' || notes.trim() === '') {
      errors.editNotes = [EDIT_NOTES_REQUIRED_MESSAGE];
    }
  }
  return errors;
}
