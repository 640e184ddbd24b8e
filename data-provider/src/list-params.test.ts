import { describe, expect, it } from 'vitest';
import { filterToQuery, includeParam, listQuery, readListMeta } from './list-params.ts';

describe('filterToQuery', () => {
  it('camelCases filter names and keeps scalar values', () => {
    expect(filterToQuery({ brand_id: 3, status: 'active', upcoming: true })).toEqual({
      brandId: 3,
      status: 'active',
      upcoming: true,
    });
  });

  it('keeps arrays as arrays', () => {
    expect(filterToQuery({ status: ['active', 'draft'] })).toEqual({ status: ['active', 'draft'] });
  });

  it('flattens a nested object from a dotted source into the API name', () => {
    expect(filterToQuery({ brand: { id: 3 }, course: { brand_id: 4 } })).toEqual({
      brandId: 3,
      courseBrandId: 4,
    });
  });

  it('drops null and undefined values', () => {
    expect(filterToQuery({ a: null, b: undefined, c: 'x' })).toEqual({ c: 'x' });
  });

  it('returns nothing for a missing filter', () => {
    expect(filterToQuery(undefined)).toEqual({});
  });
});

describe('includeParam', () => {
  it('passes a string through and joins a list with commas', () => {
    expect(includeParam({ include: 'brand,subject' })).toBe('brand,subject');
    expect(includeParam({ include: ['brand', 'brand.department'] })).toBe('brand,brand.department');
  });

  it('is undefined without an include', () => {
    expect(includeParam(undefined)).toBeUndefined();
    expect(includeParam({ include: [] })).toBeUndefined();
  });
});

describe('listQuery', () => {
  it('maps paging, sorting, include and filters', () => {
    expect(
      listQuery({
        pagination: { page: 2, perPage: 50 },
        sort: { field: 'startsAt', order: 'DESC' },
        filter: { courseId: 7 },
        meta: { include: ['course'] },
      }),
    ).toEqual({
      page: 2,
      per: 50,
      orderBy: 'starts_at',
      orderSort: 'desc',
      include: 'course',
      courseId: 7,
    });
  });

  it('sorts ascending for ASC', () => {
    expect(listQuery({ sort: { field: 'title', order: 'ASC' } })).toMatchObject({
      orderBy: 'title',
      orderSort: 'asc',
    });
  });

  it('clamps per to the API maximum', () => {
    expect(listQuery({ pagination: { page: 1, perPage: 5000 } }).per).toBe(1000);
  });

  it('does not let a filter replace paging', () => {
    expect(listQuery({ pagination: { page: 3, perPage: 25 }, filter: { page: 9 } }).page).toBe(3);
  });
});

describe('readListMeta', () => {
  it('reads the meta of a list answer', () => {
    const meta = { totalCount: 51, totalPages: 3, pageNumber: 2, pageSize: 25 };
    expect(readListMeta({ courses: [], meta })).toEqual(meta);
  });

  it('is undefined when the answer has no meta', () => {
    expect(readListMeta({ courses: [] })).toBeUndefined();
  });
});
