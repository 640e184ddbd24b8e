import type { DataProvider } from 'react-admin';
import { csvText, type Tier } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';

/** The CSV's columns, in order: what the list shows. */
export const TIER_CSV_FIELDS = ['ID', 'Name', 'Billing rate (per hour)', 'Tutors'] as const;

/** Every tier the list's search selects (all pages), as tiers.csv; the rate in dollars. */
export function exportTiers(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
): Promise<number> {
  return exportRecords<Tier>(dataProvider, selection, download, {
    resource: 'tiers',
    filename: 'tiers',
    toCsv: (tiers) =>
      csvText(
        TIER_CSV_FIELDS,
        tiers.map((tier) => ({
          ID: tier.id,
          Name: tier.name,
          'Billing rate (per hour)': tier.billingRate.toFixed(2),
          Tutors: tier.tutorsCount,
        })),
      ),
  });
}
