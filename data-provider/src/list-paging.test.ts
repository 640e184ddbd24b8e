import { describe, expect, it } from 'vitest';
import { emptyListResult, pageToReload } from './list-paging.ts';

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
