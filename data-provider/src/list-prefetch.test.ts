import { describe, expect, it } from 'vitest';
import { listPrefetches, PREFETCHED_LIST_FRESH_MS } from './list-prefetch.ts';

const URL = '/api/v2/courses';
const QUERY = { page: 1, per: 25, orderBy: 'starts_at', orderSort: 'desc', include: 'brand' };

describe('listPrefetches', () => {
  it('answers a kept answer to the same url and params once', async () => {
    const kept = listPrefetches(() => 1000);
    kept.put(URL, QUERY, Promise.resolve('page'));
    await expect(kept.take(URL, { ...QUERY })).resolves.toBe('page');
    expect(kept.take(URL, QUERY)).toBeUndefined();
  });

  it('answers nothing for other params or another list', () => {
    const kept = listPrefetches(() => 1000);
    kept.put(URL, QUERY, Promise.resolve('page'));
    expect(kept.take(URL, { ...QUERY, page: 2 })).toBeUndefined();
    expect(kept.take('/api/v2/enrollments', QUERY)).toBeUndefined();
    expect(kept.take(URL, QUERY)).toBeDefined();
  });

  it('answers nothing once the answer is PREFETCHED_LIST_FRESH_MS old, nor from the future', () => {
    let now = 1000;
    const kept = listPrefetches(() => now);
    kept.put(URL, QUERY, Promise.resolve('page'));
    now += PREFETCHED_LIST_FRESH_MS - 1;
    expect(kept.take(URL, QUERY)).toBeDefined();
    kept.put(URL, QUERY, Promise.resolve('page'));
    now += PREFETCHED_LIST_FRESH_MS;
    expect(kept.take(URL, QUERY)).toBeUndefined();
    kept.put(URL, QUERY, Promise.resolve('page'));
    now -= 1; // the clock went back
    expect(kept.take(URL, QUERY)).toBeUndefined();
  });

  it('answers nothing once cleared', () => {
    const kept = listPrefetches(() => 1000);
    kept.put(URL, QUERY, Promise.resolve('page'));
    kept.clear();
    expect(kept.take(URL, QUERY)).toBeUndefined();
  });

  it('keeps a failed answer without an unhandled rejection: the taker sees the failure', async () => {
    const kept = listPrefetches(() => 1000);
    kept.put(URL, QUERY, Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(kept.take(URL, QUERY)).rejects.toThrow('offline');
  });
});
