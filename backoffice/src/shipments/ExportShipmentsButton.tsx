import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import { listQuery, type AppDataProvider } from '@tp/data-provider';

/**
 * Downloads GET /api/v2/shipments.csv with the list's filters and sort: every shipment they
 * select (not only the page on screen), written by the server with readable labels and
 * times in the viewer's zone. Fetched through the data provider rather than a plain link, so
 * the spoof header goes with it and the mocked mode's in-page server answers it.
 */
export function ExportShipmentsButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [isExporting, setIsExporting] = useState(false);

  async function handleClick() {
    setIsExporting(true);
    try {
      const csv = await dataProvider.getText(
        'shipments.csv',
        listQuery({ filter: filterValues, sort }),
      );
      downloadCSV(csv, 'shipments');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Button label="Export" onClick={handleClick} disabled={isExporting || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
