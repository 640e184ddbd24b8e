import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { MAX_PER_PAGE } from '@tp/domain';

/** What a list selects: its current filter values and sort, as the list sends them. */
export interface ListSelection {
  filter: Record<string, unknown>;
  sort: SortPayload;
}

/**
 * Every record the selection matches, page after page of the largest size the API allows,
 * so an export is never cut at one page.
 */
export async function fetchAllPages<RecordType extends RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  selection: ListSelection,
  include?: string,
): Promise<RecordType[]> {
  const records: RecordType[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await dataProvider.getList<RecordType>(resource, {
      pagination: { page, perPage: MAX_PER_PAGE },
      sort: selection.sort,
      filter: selection.filter,
      ...(include ? { meta: { include } } : {}),
    });
    records.push(...data);
    const isLastPage =
      data.length < MAX_PER_PAGE || (total !== undefined && records.length >= total);
    if (isLastPage) return records;
  }
}
