import type { DataProvider } from 'react-admin';
import type { LeadSource } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { formatInZone } from '../time/formatInZone.ts';
import { schoolTypesLabel, statusLabel, typeLabel } from './leadSourceChoices.ts';

/** The CSV's columns, in order: what the list shows, readable. */
export const LEAD_SOURCE_CSV_FIELDS = [
  'id',
  'name',
  'type',
  'status',
  'category',
  'school types',
  'city',
  'state',
  'assigned to',
  'last activity',
  'last promotion',
] as const;

type LeadSourceCsvRow = Record<(typeof LEAD_SOURCE_CSV_FIELDS)[number], string | number>;

const day = (iso: string | null, zone: string) =>
  iso ? formatInZone(iso, zone, 'YYYY-MM-DD') : '';

/** One lead source as a CSV row: labels, the assignee's name, dates in the viewer's zone. */
export function leadSourceToCsvRow(leadSource: LeadSource, zone: string): LeadSourceCsvRow {
  return {
    id: leadSource.id,
    name: leadSource.name,
    type: typeLabel(leadSource.type),
    status: statusLabel(leadSource.status),
    category: leadSource.category ?? '',
    'school types': schoolTypesLabel(leadSource.schoolTypes),
    city: leadSource.city ?? '',
    state: leadSource.state ?? '',
    'assigned to': leadSource.employeeName ?? '',
    'last activity': day(leadSource.lastActivityAt, zone),
    'last promotion': day(leadSource.lastPromotionAt, zone),
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
