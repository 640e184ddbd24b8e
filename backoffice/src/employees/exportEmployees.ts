import type { DataProvider } from 'react-admin';
import { formatUsDate, type Employee } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { rolesText, statusText } from './employeeLabels.ts';

/** The CSV's columns, in order: what the list shows, readable. */
export const EMPLOYEE_CSV_FIELDS = [
  'id',
  'name',
  'email',
  'title',
  'type',
  'roles',
  'status',
  'hire date',
  'end date',
  'extension',
] as const;

type EmployeeCsvRow = Record<(typeof EMPLOYEE_CSV_FIELDS)[number], string | number>;

/** One employee as a CSV row: labels, not ids or role keys; calendar dates as MM/DD/YYYY. */
export function employeeToCsvRow(employee: Employee): EmployeeCsvRow {
  return {
    id: employee.id,
    name: employee.fullName,
    email: employee.email,
    title: employee.title,
    type: employee.type,
    roles: rolesText(employee),
    status: statusText(employee),
    'hire date': formatUsDate(employee.hireDate),
    'end date': formatUsDate(employee.endDate),
    extension: employee.extensionHandle ?? '',
  };
}

export function employeesToCsv(employees: readonly Employee[]): string {
  return csvText(EMPLOYEE_CSV_FIELDS, employees.map(employeeToCsvRow));
}

/** Fetches every employee the selection matches and hands the CSV to `download`. */
export function exportEmployees(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
): Promise<number> {
  return exportRecords<Employee>(dataProvider, selection, download, {
    resource: 'employees',
    filename: 'employees',
    toCsv: employeesToCsv,
  });
}
