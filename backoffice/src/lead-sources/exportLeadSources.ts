import type { DataProvider } from 'react-admin';
import { csvDayOf, csvText, type LeadSource } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { schoolTypesLabel, statusLabel, typeLabel } from './leadSourceChoices.ts';

/** The CSV's columns, in order: what the list shows, readable. */
export const LEAD_SOURCE_CSV_FIELDS = [
  'ID',
  'Name',
  'Type',
  'Status',
  'Category',
  'School types',
  'City',
  'State',
  'Assigned to',
  'Last activity',
  'Last promotion',
] as const;

type LeadSourceCsvRow = Record<(typeof LEAD_SOURCE_CSV_FIELDS)[number], string | number>;

/** One lead source as a CSV row: labels, the assignee's name, dates in the viewer's zone. */
export function leadSourceToCsvRow(leadSource: LeadSource, zone: string): LeadSourceCsvRow {
  return {
    ID: leadSource.id,
    Name: leadSource.name,
    Type: typeLabel(leadSource.type),
    Status: statusLabel(leadSource.status),
    Category: leadSource.category ?? '',
    'School types': schoolTypesLabel(leadSource.schoolTypes),
    City: leadSource.city ?? '',
    State: leadSource.state ?? '',
    'Assigned to': leadSource.employeeName ?? '',
    'Last activity': csvDayOf(leadSource.lastActivityAt, zone),
    'Last promotion': csvDayOf(leadSource.lastPromotionAt, zone),
  };
}

export function leadSourcesToCsv(leadSources: readonly LeadSource[], zone: string): string {
  return csvText(
    LEAD_SOURCE_CSV_FIELDS,
    leadSources.map((leadSource) => leadSourceToCsvRow(leadSource, zone)),
  );
}

/** Fetches everything the selection matches (all pages) and downloads lead_sources.csv. */
export function exportLeadSources(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
): Promise<number> {
  return exportRecords<LeadSource>(dataProvider, selection, download, {
    resource: 'lead_sources',
    filename: 'lead_sources',
    toCsv: (leadSources) => leadSourcesToCsv(leadSources, zone),
  });
}
