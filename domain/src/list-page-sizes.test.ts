import { describe, expect, it } from 'vitest';
import {
  ENROLLEE_LIST_PAGE_SIZES,
  GENERIC_LIST_PAGE_SIZES,
  RECIPIENTS_PAGE_SIZE,
  RESOURCE_LIST_PAGE_SIZES,
  showsHistoryPagination,
} from './list-page-sizes.ts';
import { DEFAULT_PER_PAGE, RESOURCE_PAGE_SIZES } from './list-params.ts';

describe('page sizes (spec §9)', () => {
  it('starts generic and session lists at 10 of 10, 20, 50', () => {
    expect(GENERIC_LIST_PAGE_SIZES).toEqual({ perPage: 10, options: [10, 20, 50] });
  });

  it('starts enrollee lists at 10 of 10, 25, 50', () => {
    expect(ENROLLEE_LIST_PAGE_SIZES).toEqual({ perPage: 10, options: [10, 25, 50] });
  });

  it('keeps resource lists on the v2 default of 25 of 25, 50, 100', () => {
    expect(RESOURCE_LIST_PAGE_SIZES.perPage).toBe(DEFAULT_PER_PAGE);
    expect(RESOURCE_LIST_PAGE_SIZES.options).toEqual(RESOURCE_PAGE_SIZES);
  });

  it('shows 20 recipients a page', () => {
    expect(RECIPIENTS_PAGE_SIZE).toBe(20);
  });

  it('shows history pagination only above 25 records', () => {
    expect(showsHistoryPagination(25)).toBe(false);
    expect(showsHistoryPagination(26)).toBe(true);
  });
});
