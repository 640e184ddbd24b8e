import type { DataProvider } from 'react-admin';
import { formatUsDate, type PayrollItem } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { formatInZone } from '../time/formatInZone.ts';

/** The CSV's columns, in order: what the list shows, readable; rate and pay for admins only. */
const BASE_FIELDS = [
  'id',
  'employee',
  'department',
  'pay type',
  'description',
  'lead source',
  'quantity',
] as const;
const PAY_FIELDS = ['rate', 'pay'] as const;
const TAIL_FIELDS = [
  'needs review',
  'status',
  'estimated pay date',
  'paid at',
  'created',
  'edit notes',
] as const;

/** The header row: the rate and the pay only for those who see them (spec §6). */
export function payrollCsvFields(seesPay: boolean): string[] {
  return [...BASE_FIELDS, ...(seesPay ? PAY_FIELDS : []), ...TAIL_FIELDS];
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const amount = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));

/** One item as a CSV row: names not ids, times in the viewer's zone, US dates. */
export function payrollItemToCsvRow(
  item: PayrollItem,
  zone: string,
  seesPay: boolean,
): Record<string, string | number> {
  return {
    id: item.id,
    employee: item.employeeName,
    department: item.departmentName,
    'pay type': item.payType,
    description: item.description,
    'lead source': item.leadSourceName ?? '',
    quantity: item.quantity,
    ...(seesPay ? { rate: amount(item.rate), pay: amount(item.pay) } : {}),
    'needs review': yesNo(item.hold),
    status: item.status,
    'estimated pay date': formatUsDate(item.estimatedPayDate),
    'paid at': formatInZone(item.paidAt, zone, 'YYYY-MM-DD HH:mm'),
    created: formatInZone(item.createdAt, zone, 'YYYY-MM-DD HH:mm'),
    'edit notes': item.editNotes ?? '',
  };
}

export function payrollItemsToCsv(
  items: readonly PayrollItem[],
  zone: string,
  seesPay: boolean,
): string {
  return csvText(
    payrollCsvFields(seesPay),
    items.map((item) => payrollItemToCsvRow(item, zone, seesPay)),
  );
}

/**
 * Fetches every item the selection matches and hands the CSV to `download` (payroll_items.csv);
 * the rate and the pay only for those who see them.
 */
export function exportPayrollItems(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
  seesPay: boolean,
): Promise<number> {
  return exportRecords<PayrollItem>(dataProvider, selection, download, {
    resource: 'payroll_items',
    filename: 'payroll_items',
    toCsv: (items) => payrollItemsToCsv(items, zone, seesPay),
  });
}
