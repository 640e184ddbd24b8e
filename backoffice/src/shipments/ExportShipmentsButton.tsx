import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext } from 'react-admin';
import { buildQueryString, listQuery } from '@tp/data-provider';

/**
 * Downloads GET /api/v2/shipments.csv with the list's filters and sort: every shipment they
 * select (not only the page on screen), written by the server with readable labels and
 * times in the viewer's zone. A plain link, so the browser saves the file itself.
 */
export function ExportShipmentsButton() {
  const { filterValues, sort, total } = useListContext();
  const query = buildQueryString(listQuery({ filter: filterValues, sort }));
  const href = query ? `/api/v2/shipments.csv?${query}` : '/api/v2/shipments.csv';
  const isEmpty = total === 0;
  return (
    <Button
      label="Export"
      component="a"
      href={isEmpty ? undefined : href}
      download="shipments.csv"
      disabled={isEmpty}
    >
      <DownloadIcon />
    </Button>
  );
}
