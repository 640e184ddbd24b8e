import type { DataProvider } from 'react-admin';
import { csvDate, csvDateTime, csvText, type CsvValue, type PayrollItem } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';

/** The CSV's columns, in order: what the list shows, readable; rate and pay for admins only. */
const BASE_FIELDS = [
  'ID',
  'Employee',
  'Department',
  'Pay type',
  'Description',
  'Lead source',
  'Quantity',
] as const;
const PAY_FIELDS = ['Rate', 'Pay'] as const;
const TAIL_FIELDS = [
  'Needs review',
  'Status',
  'Estimated pay date',
  'Paid at',
  'Created',
  'Edit notes',
] as const;

/** The header row: the rate and the pay only for those who see them (spec §6). */
export function payrollCsvFields(seesPay: boolean): string[] {
  return [...BASE_FIELDS, ...(seesPay ? PAY_FIELDS : []), ...TAIL_FIELDS];
}

const amount = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));

/** One item as a CSV row: names not ids, times in the viewer's zone. */
export function payrollItemToCsvRow(
  item: PayrollItem,
  zone: string,
  seesPay: boolean,
): Record<string, CsvValue> {
  return {
    ID: item.id,
    Employee: item.employeeName,
    Department: item.departmentName,
    'Pay type': item.payType,
    Description: item.description,
    'Lead source': item.leadSourceName ?? '',
    Quantity: item.quantity,
    ...(seesPay ? { Rate: amount(item.rate), Pay: amount(item.pay) } : {}),
    'Needs review': item.hold,
    Status: item.status,
    'Estimated pay date': csvDate(item.estimatedPayDate),
    'Paid at': csvDateTime(item.paidAt, zone),
    Created: csvDateTime(item.createdAt, zone),
    'Edit notes': item.editNotes ?? '',
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
