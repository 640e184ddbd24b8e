import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import type { LeadSource } from '@tp/domain';
import { fetchAllPages, type ListSelection } from '../export/fetchAllPages.ts';
import { formatInZone } from '../time/formatInZone.ts';
import { schoolTypesLabel, statusLabel, typeLabel } from './leadSourceChoices.ts';

/** The CSV's columns, in order: what the list shows, readable. */
export const LEAD_SOURCE_CSV_FIELDS = [
  'id',
  'name',
  'type',
  'status',
  'category',
  'schoolTypes',
  'city',
  'state',
  'assignedTo',
  'lastActivity',
  'lastPromotion',
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
    schoolTypes: schoolTypesLabel(leadSource.schoolTypes),
    city: leadSource.city ?? '',
    state: leadSource.state ?? '',
    assignedTo: leadSource.employeeName ?? '',
    lastActivity: day(leadSource.lastActivityAt, zone),
    lastPromotion: day(leadSource.lastPromotionAt, zone),
  };
}

export function leadSourcesToCsv(leadSources: readonly LeadSource[], zone: string): string {
  return Papa.unparse({
    fields: [...LEAD_SOURCE_CSV_FIELDS],
    data: leadSources.map((leadSource) => leadSourceToCsvRow(leadSource, zone)),
  });
}

/** Fetches everything the selection matches (all pages) and downloads lead_sources.csv. */
export async function exportLeadSources(
  dataProvider: DataProvider,
  selection: ListSelection,
  zone: string,
  download: (csv: string, filename: string) => void,
): Promise<number> {
  const leadSources = await fetchAllPages<LeadSource>(dataProvider, 'lead_sources', selection);
  download(leadSourcesToCsv(leadSources, zone), 'lead_sources');
  return leadSources.length;
}
