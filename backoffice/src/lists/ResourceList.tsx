import { List, Pagination, type ListProps, type RaRecord } from 'react-admin';
import { RESOURCE_PAGE_SIZES } from '@tp/domain';

const PAGINATION = <Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />;
/**
 * On phones react-admin's Create button floats over the bottom right corner: room below the
 * list lets the last row's status and the pagination scroll out from under it.
 */
const ROOM_FOR_FLOATING_BUTTON = { pb: { xs: 10, sm: 0 } } as const;

/**
 * react-admin's List with the back-office's defaults: the API's page sizes (the first by
 * default), room for the floating Create button on phones, and no react-admin exporter (lists export through their own Export button, which
 * reads every page). Any of them can be given otherwise.
 */
export function ResourceList<R extends RaRecord>(props: ListProps<R>) {
  return (
    <List<R>
      perPage={RESOURCE_PAGE_SIZES[0]}
      pagination={PAGINATION}
      exporter={false}
      sx={ROOM_FOR_FLOATING_BUTTON}
      {...props}
    />
  );
}
