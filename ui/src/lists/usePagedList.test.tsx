import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listMeta } from '@tp/domain';
import type { ListPage } from '@tp/data-provider';
import { usePagedList, type PageFetcher } from './usePagedList.ts';

interface Row {
  id: number;
}

/** A list of `total` rows served page by page, recording the pages asked for. */
function serveRows(total: number) {
  const asked: number[] = [];
  const fetchPage: PageFetcher<Row> = async ({ page, perPage }): Promise<ListPage<Row>> => {
    asked.push(page);
    const ids = Array.from({ length: total }, (_, i) => i + 1);
    return {
      data: ids.slice((page - 1) * perPage, page * perPage).map((id) => ({ id })),
      meta: listMeta(total, page, perPage),
    };
  };
  return { fetchPage, asked };
}

describe('usePagedList', () => {
  it('loads the asked page with its meta', async () => {
    const { fetchPage } = serveRows(25);
    const { result } = renderHook(() => usePagedList({ fetchPage, perPage: 10, initialPage: 2 }));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data.map((r) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(result.current.meta).toEqual({
      totalCount: 25,
      totalPages: 3,
      pageNumber: 2,
      pageSize: 10,
    });
  });

  it('reloads the last page when the page is past it', async () => {
    const { fetchPage, asked } = serveRows(25);
    const { result } = renderHook(() => usePagedList({ fetchPage, perPage: 10, initialPage: 7 }));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(asked).toEqual([7, 3]);
    expect(result.current.page).toBe(3);
    expect(result.current.data.map((r) => r.id)).toEqual([21, 22, 23, 24, 25]);
  });

  it('reloads page 1 when there are no pages', async () => {
    const { fetchPage, asked } = serveRows(0);
    const { result } = renderHook(() => usePagedList({ fetchPage, perPage: 10, initialPage: 4 }));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(asked).toEqual([4, 1]);
    expect(result.current.page).toBe(1);
    expect(result.current.data).toEqual([]);
  });

  it('shows empty results, zero totals and page 1 when the load fails, and reports it', async () => {
    const failure = new Error('Our server has experienced an error.');
    const fetchPage = vi.fn<PageFetcher<Row>>().mockRejectedValue(failure);
    const onError = vi.fn();
    const { result } = renderHook(() =>
      usePagedList({ fetchPage, perPage: 10, initialPage: 3, onError }),
    );
    await waitFor(() => expect(result.current.hasFailed).toBe(true));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.page).toBe(1);
    expect(result.current.data).toEqual([]);
    expect(result.current.meta).toEqual({
      totalCount: 0,
      totalPages: 0,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(onError).toHaveBeenCalledWith(failure);
    // Page 1 is shown, not asked for again.
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('loads another page when asked', async () => {
    const { fetchPage, asked } = serveRows(30);
    const { result } = renderHook(() => usePagedList({ fetchPage, perPage: 10 }));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.data[0]).toEqual({ id: 21 }));
    expect(asked).toEqual([1, 3]);
  });

  it('starts again on page 1 with a new page size', async () => {
    const { fetchPage, asked } = serveRows(30);
    const { result } = renderHook(() => usePagedList({ fetchPage, perPage: 10, initialPage: 2 }));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.setPerPage(20));
    await waitFor(() => expect(result.current.data).toHaveLength(20));
    expect(asked).toEqual([2, 1]);
    expect(result.current.meta.pageSize).toBe(20);
  });

  it('asks again with a new fetcher after a failure', async () => {
    const failing: PageFetcher<Row> = () => Promise.reject(new Error('down'));
    const { fetchPage } = serveRows(3);
    const { result, rerender } = renderHook(
      ({ fetcher }) => usePagedList({ fetchPage: fetcher, perPage: 10 }),
      { initialProps: { fetcher: failing } },
    );
    await waitFor(() => expect(result.current.hasFailed).toBe(true));
    rerender({ fetcher: fetchPage });
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    expect(result.current.hasFailed).toBe(false);
  });
});
