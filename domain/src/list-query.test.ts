import { describe, expect, it } from 'vitest';
import { normaliseQuery, parseListQuery, type ListQueryShape } from './list-query.ts';

const SHAPE: ListQueryShape = {
  sortable: ['id', 'title', 'starts_at'],
  filters: ['status', 'brandId'],
  defaultOrder: { column: 'id', sort: 'desc' },
};

function parse(search: string) {
  return parseListQuery(normaliseQuery(new URLSearchParams(search)), SHAPE);
}

describe('parseListQuery', () => {
  it('defaults to page 1, 25 per page and the resource order', () => {
    expect(parse('')).toEqual({
      ok: true,
      query: {
        page: 1,
        per: 25,
        noPagination: false,
        order: { column: 'id', sort: 'desc' },
        ids: null,
        include: [],
        filters: {},
      },
    });
  });

  it('caps per at 1000', () => {
    const result = parse('per=5000');
    expect(result.ok && result.query.per).toBe(1000);
  });

  it('maps a camelCase orderBy to its column and sorts ascending when orderSort is absent', () => {
    const result = parse('orderBy=startsAt');
    expect(result.ok && result.query.order).toEqual({ column: 'starts_at', sort: 'asc' });
  });

  it('names every invalid parameter', () => {
    expect(parse('page=0&per=x&orderBy=password&orderSort=up&ids[]=a')).toEqual({
      ok: false,
      errors: {
        page: ['must be a positive integer'],
        per: ['must be a positive integer'],
        orderBy: ['must be one of id, title, starts_at'],
        orderSort: ['must be asc or desc'],
        ids: ['must be integers'],
      },
    });
  });

  it('keeps the last value of a repeated parameter', () => {
    const result = parse('page=2&page=3');
    expect(result.ok && result.query.page).toBe(3);
  });

  it('reads arrays in the name[] form and keeps only known filters', () => {
    const result = parse('status[]=published&status[]=canceled&brandId=4&secret=1');
    expect(result.ok && result.query.filters).toEqual({
      status: ['published', 'canceled'],
      brandId: ['4'],
    });
  });

  it('returns every listed record for ids without per, and pages them with per', () => {
    const all = parse('ids[]=3&ids[]=4');
    expect(all.ok && [all.query.ids, all.query.noPagination]).toEqual([[3, 4], true]);
    const paged = parse('ids=3,4&per=1');
    expect(paged.ok && [paged.query.ids, paged.query.noPagination]).toEqual([[3, 4], false]);
  });

  it('turns pagination off with noPagination=true or 1', () => {
    expect(parse('noPagination=true').ok && parse('noPagination=1').ok).toBe(true);
    const result = parse('noPagination=1');
    expect(result.ok && result.query.noPagination).toBe(true);
  });
});
