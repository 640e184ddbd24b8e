import type { DataProvider } from 'react-admin';
import { csvDate, csvText, type Employee } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { rolesText, statusText } from './employeeLabels.ts';

/** The CSV's columns, in order: what the list shows, readable. */
export const EMPLOYEE_CSV_FIELDS = [
  'ID',
  'Name',
  'Email',
  'Title',
  'Type',
  'Roles',
  'Status',
  'Hire date',
  'End date',
  'Extension',
] as const;

type EmployeeCsvRow = Record<(typeof EMPLOYEE_CSV_FIELDS)[number], string | number>;

/** One employee as a CSV row: labels, not ids or role keys; calendar dates as YYYY-MM-DD. */
export function employeeToCsvRow(employee: Employee): EmployeeCsvRow {
  return {
    ID: employee.id,
    Name: employee.fullName,
    Email: employee.email,
    Title: employee.title,
    Type: employee.type,
    Roles: rolesText(employee),
    Status: statusText(employee),
    'Hire date': csvDate(employee.hireDate),
    'End date': csvDate(employee.endDate),
    Extension: employee.extensionHandle ?? '',
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
