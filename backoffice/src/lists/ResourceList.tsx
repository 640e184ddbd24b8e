import { List, Pagination, type ListProps, type RaRecord } from 'react-admin';
import { RESOURCE_PAGE_SIZES } from '@tp/domain';

const PAGINATION = <Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />;

/**
 * react-admin's List with the back-office's defaults: the API's page sizes (the first by
 * default), and no react-admin exporter (lists export through their own Export button, which
 * reads every page). Any of them can be given otherwise.
 */
export function ResourceList<R extends RaRecord>(props: ListProps<R>) {
  return (
    <List<R> perPage={RESOURCE_PAGE_SIZES[0]} pagination={PAGINATION} exporter={false} {...props} />
  );
}
