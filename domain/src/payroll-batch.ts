import { BLANK_MESSAGE } from './field-messages.ts';
import type { FieldErrors } from './messages.ts';
import { PAY_TYPES, payrollItemProblems, type PayType } from './payroll-rules.ts';
import { payrollDescription, payrollQuantity, payrollRate } from './resources/payroll-items.ts';

/**
 * A payroll CSV: one item a row, under a header naming the columns (any case, spaces or
 * underscores). The batch upload modal parses it (papaparse) and previews each row with
 * these rules; the server checks the same rows again with them, then looks the names up.
 */
export const PAYROLL_CSV_COLUMNS = [
  {
    key: 'employeeEmail',
    label: 'Employee email',
    aliases: ['employeeemail', 'employee', 'email'],
  },
  { key: 'departmentName', label: 'Department', aliases: ['department', 'departmentname'] },
  { key: 'payType', label: 'Pay type', aliases: ['paytype', 'type'] },
  { key: 'rate', label: 'Rate', aliases: ['rate'] },
  { key: 'quantity', label: 'Quantity', aliases: ['quantity', 'qty'] },
  { key: 'description', label: 'Description', aliases: ['description'] },
  { key: 'linkId', label: 'Lead source id', aliases: ['leadsourceid', 'leadsource', 'linkid'] },
] as const;
export type PayrollCsvKey = (typeof PAYROLL_CSV_COLUMNS)[number]['key'];

/** The header line of a template file: what the modal offers to download. */
export const PAYROLL_CSV_TEMPLATE =
  'Employee email,Department,Pay type,Rate,Quantity,Description,Lead source id\n';

/** One row read from the CSV, before the employee and the department are looked up. */
export interface PayrollBatchRow {
  employeeEmail: string;
  departmentName: string;
  payType: PayType;
  /** Null: the pay type's default (the employee's training rate for Training, else 0). */
  rate: number | null;
  quantity: number;
  description: string;
  linkId: number | null;
}

export type PayrollRowResult =
  | { ok: true; row: PayrollBatchRow }
  | { ok: false; errors: FieldErrors };

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The row's cells under the column keys, whatever the header called them. */
export function payrollCsvCells(
  raw: Readonly<Record<string, string>>,
): Record<PayrollCsvKey, string> {
  const cells = {} as Record<PayrollCsvKey, string>;
  for (const column of PAYROLL_CSV_COLUMNS) cells[column.key] = '';
  for (const [header, value] of Object.entries(raw)) {
    const column = PAYROLL_CSV_COLUMNS.find((c) =>
      (c.aliases as readonly string[]).includes(normalise(header)),
    );
    if (column) cells[column.key] = (value ?? '').trim();
  }
  return cells;
}

/** The readable label of a column, for messages ("Quantity must be at most 100"). */
export function payrollCsvLabel(key: string): string {
  return PAYROLL_CSV_COLUMNS.find((column) => column.key === key)?.label ?? key;
}

/** A number as a spreadsheet writes it: "12.5", "$1,000.00". NaN when it is not one. */
function parseAmount(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : NaN;
}

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message ?? 'is invalid';
}

/**
 * One CSV row checked by the rules of a new item (spec §5): the employee's e-mail and the
 * department's name present, a known pay type, rate 0..1000 (optional), quantity up to 100,
 * a description, a lead source for Marketing. Errors are keyed by column.
 */
export function parsePayrollCsvRow(raw: Readonly<Record<string, string>>): PayrollRowResult {
  const cells = payrollCsvCells(raw);
  const errors: FieldErrors = {};
  const add = (key: PayrollCsvKey, message: string) => (errors[key] ??= []).push(message);

  if (cells.employeeEmail === '') add('employeeEmail', BLANK_MESSAGE);
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cells.employeeEmail))
    add('employeeEmail', 'is not an email');
  if (cells.departmentName === '') add('departmentName', BLANK_MESSAGE);

  const payType = PAY_TYPES.find((type) => type.toLowerCase() === cells.payType.toLowerCase());
  if (!payType) add('payType', `must be one of ${PAY_TYPES.join(', ')}`);

  let rate: number | null = null;
  if (cells.rate !== '') {
    const parsed = payrollRate.safeParse(parseAmount(cells.rate));
    if (parsed.success) rate = parsed.data;
    else
      add('rate', Number.isNaN(parseAmount(cells.rate)) ? 'is not a number' : firstIssue(parsed));
  }

  let quantity = 0;
  if (cells.quantity === '') add('quantity', BLANK_MESSAGE);
  else {
    const parsed = payrollQuantity.safeParse(parseAmount(cells.quantity));
    if (parsed.success) quantity = parsed.data;
    else
      add(
        'quantity',
        Number.isNaN(parseAmount(cells.quantity)) ? 'is not a number' : firstIssue(parsed),
      );
  }

  const description = payrollDescription.safeParse(cells.description);
  if (!description.success) add('description', firstIssue(description));

  let linkId: number | null = null;
  if (cells.linkId !== '') {
    if (/^\d{1,9}$/.test(cells.linkId) && Number(cells.linkId) > 0) linkId = Number(cells.linkId);
    else add('linkId', 'is not an id');
  }
  if (payType && !errors.linkId) {
    for (const message of payrollItemProblems({ payType, linkId }).linkId ?? []) {
      add('linkId', message);
    }
  }

  if (Object.keys(errors).length > 0 || !payType || !description.success) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    row: {
      employeeEmail: cells.employeeEmail.toLowerCase(),
      departmentName: cells.departmentName,
      payType,
      rate,
      quantity,
      description: description.data,
      linkId,
    },
  };
}

/** A row's errors as sentences: "Quantity must be at most 100". */
export function payrollRowMessages(errors: FieldErrors): string[] {
  return Object.entries(errors).flatMap(([key, messages]) =>
    messages.map((message) => `${payrollCsvLabel(key)} ${message}`),
  );
}

/** The key of a row's errors in a batch's 422: "row 3" (rows counted from 1, after the header). */
export function payrollRowKey(index: number): string {
  return `row ${index + 1}`;
}

/** The row index of a batch error key, or null for another key ("base"). */
export function payrollRowIndex(key: string): number | null {
  const match = /^row (\d+)$/.exec(key);
  return match ? Number(match[1]) - 1 : null;
}
