import type { DataProvider } from 'react-admin';
import { csvDateTime, csvText, type Parent } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { parentName } from './parentChoices.ts';

/** The CSV's columns, in order: what the list and the record show, readable. */
export const PARENT_CSV_FIELDS = [
  'ID',
  'Name',
  'Email',
  'Phone',
  'Type',
  'Status',
  'Active',
  'Advisor',
  'Assigned',
  'Students',
  'Calls',
  'Last contact',
  'Source',
  'Address',
  'Time zone',
  'Locked',
  'Created',
] as const;

type ParentCsvRow = Record<(typeof PARENT_CSV_FIELDS)[number], string | number | boolean>;

/** One contact as a CSV row: times in the viewer's zone, names rather than ids. */
export function parentToCsvRow(parent: Parent, zone: string): ParentCsvRow {
  return {
    ID: parent.id,
    Name: parentName(parent),
    Email: parent.email,
    Phone: parent.phone ?? '',
    Type: parent.type,
    Status: parent.status,
    Active: parent.active,
    Advisor: parent.employeeName ?? 'Unassigned',
    Assigned: csvDateTime(parent.assignedAt, zone),
    Students: parent.studentNames.join('; '),
    Calls: parent.callsCount,
    'Last contact': csvDateTime(parent.lastContactedAt, zone),
    Source: parent.source ?? '',
    Address: parent.address?.formatted ?? '',
    'Time zone': parent.timeZone ?? '',
    Locked: parent.isLocked,
    Created: csvDateTime(parent.createdAt, zone),
  };
}

export function parentsToCsv(parents: readonly Parent[], zone: string): string {
  return csvText(
    PARENT_CSV_FIELDS,
    parents.map((parent) => parentToCsvRow(parent, zone)),
  );
}

/** Every contact the list's filters select (all pages), downloaded as parents.csv or leads.csv. */
export function exportParents(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
): Promise<number> {
  return exportRecords<Parent>(dataProvider, selection, download, {
    resource: 'parents',
    filename: selection.filter.type === 'Lead' ? 'leads' : 'parents',
    toCsv: (parents) => parentsToCsv(parents, zone),
  });
}
