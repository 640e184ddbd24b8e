import { listQuery, type AppDataProvider } from '@tp/data-provider';
import type { CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';

/**
 * GET /api/v2/shipments.csv with the list's filters and sort: every shipment they select (not
 * only the page on screen), written by the server with readable labels and times in the
 * viewer's zone. Fetched through the data provider rather than a plain link, so the spoof
 * header goes with it and the mocked mode's in-page server answers it.
 */
export async function exportShipments(
  dataProvider: AppDataProvider,
  selection: ListSelection,
  download: CsvDownload,
): Promise<void> {
  download(await dataProvider.getText('shipments.csv', listQuery(selection)), 'shipments');
}
