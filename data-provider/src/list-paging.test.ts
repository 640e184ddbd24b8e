import { describe, expect, it } from 'vitest';
import { PAGINATION_MAX_SIZE } from '@tp/domain';
import { createHttpClient } from './http-client.ts';
import {
  PAGINATION_RANGE,
  emptyListResult,
  fetchListPage,
  maxPaginationItems,
  pageToReload,
} from './list-paging.ts';
import { fakeFetch } from './testing/fake-fetch.ts';

describe('pageToReload', () => {
  it('is null while the page is within bounds', () => {
    expect(pageToReload({ pageNumber: 2, totalPages: 3 })).toBeNull();
  });

  it('answers the last page when the page is past it', () => {
    expect(pageToReload({ pageNumber: 5, totalPages: 3 })).toBe(3);
  });

  it('answers page 1 when there are no pages', () => {
    expect(pageToReload({ pageNumber: 4, totalPages: 0 })).toBe(1);
  });

  it('is null on page 1 of an empty list', () => {
    expect(pageToReload({ pageNumber: 1, totalPages: 0 })).toBeNull();
  });
});

describe('emptyListResult', () => {
  it('has no records, zero totals and page 1', () => {
    expect(emptyListResult(10)).toEqual({
      data: [],
      total: 0,
      meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 10 },
    });
  });

  it('uses the resource page size by default', () => {
    expect(emptyListResult().meta.pageSize).toBe(25);
  });
});

describe('fetchListPage', () => {
  it('asks for the page, size, sort and filters and reads records and meta', async () => {
    const meta = { totalCount: 12, totalPages: 2, pageNumber: 2, pageSize: 10 };
    const { fetch, calls } = fakeFetch(() => ({ json: { sessions: [{ id: 11 }], meta } }));
    const httpClient = createHttpClient({ fetch });
    const result = await fetchListPage(httpClient, 'sessions', {
      page: 2,
      perPage: 10,
      sort: { field: 'startsAt', order: 'DESC' },
      filter: { tutorId: 4 },
      include: ['course'],
    });
    expect(result).toEqual({ data: [{ id: 11 }], meta });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v2/sessions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      per: '10',
      orderBy: 'starts_at',
      orderSort: 'desc',
      include: 'course',
      tutorId: '4',
    });
  });

  it('gives an answer without meta the meta of its own length', async () => {
    const { fetch } = fakeFetch(() => ({ json: { tutors: [{ id: 1 }, { id: 2 }] } }));
    const result = await fetchListPage(createHttpClient({ fetch }), 'tutors', {
      page: 1,
      perPage: 10,
    });
    expect(result.meta).toEqual({ totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 10 });
  });

  it('rejects an answer without the resource list', async () => {
    const { fetch } = fakeFetch(() => ({ json: { meta: {} } }));
    await expect(
      fetchListPage(createHttpClient({ fetch }), 'tutors', { page: 1, perPage: 10 }),
    ).rejects.toThrow(/no "tutors" list/);
  });
});

describe('PAGINATION_RANGE', () => {
  it('draws at most the spec’s 7 page items', () => {
    expect(maxPaginationItems(PAGINATION_RANGE)).toBe(PAGINATION_MAX_SIZE);
  });
});
