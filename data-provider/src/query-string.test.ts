import { describe, expect, it } from 'vitest';
import { buildQueryString, withQuery } from './query-string.ts';

describe('buildQueryString', () => {
  it('joins scalar parameters in order', () => {
    expect(buildQueryString({ page: 2, per: 25, orderBy: 'starts_at' })).toBe(
      'page=2&per=25&orderBy=starts_at',
    );
  });

  it('writes arrays as name[] repeated', () => {
    expect(buildQueryString({ ids: [1, 2, 3] })).toBe('ids[]=1&ids[]=2&ids[]=3');
  });

  it('sends nothing for an empty array', () => {
    expect(buildQueryString({ ids: [], page: 1 })).toBe('page=1');
  });

  it('skips undefined and null values', () => {
    expect(buildQueryString({ a: undefined, b: null, c: 'x' })).toBe('c=x');
  });

  it('writes booleans as true and false', () => {
    expect(buildQueryString({ upcoming: true, active: false })).toBe('upcoming=true&active=false');
  });

  it('writes dates as ISO instants', () => {
    expect(buildQueryString({ startsAt: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) })).toBe(
      'startsAt=2024-01-02T03%3A04%3A05.000Z',
    );
  });

  it('percent-encodes names and values', () => {
    expect(buildQueryString({ query: 'a&b c', 'we ird': 'x' })).toBe('query=a%26b%20c&we%20ird=x');
  });

  it('keeps zero and the empty string, which are values', () => {
    expect(buildQueryString({ a: 0, b: '' })).toBe('a=0&b=');
  });
});

describe('withQuery', () => {
  it('returns the path alone when there is nothing to send', () => {
    expect(withQuery('/api/v2/courses', { a: undefined })).toBe('/api/v2/courses');
    expect(withQuery('/api/v2/courses', undefined)).toBe('/api/v2/courses');
  });

  it('appends with ? or & as the path requires', () => {
    expect(withQuery('/api/v2/courses', { page: 1 })).toBe('/api/v2/courses?page=1');
    expect(withQuery('/api/v2/courses?x=1', { page: 1 })).toBe('/api/v2/courses?x=1&page=1');
  });
});
