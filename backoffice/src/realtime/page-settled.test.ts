import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWindow } from '@tp/mocks/fake-window';
import { SETTLE_TIMEOUT_MS } from '@tp/data-provider';
import { pageSettled, resetPageSettled } from './page-settled.ts';

/**
 * Whether `promise` has resolved once due timers and microtasks have run (a millisecond on: the
 * fake clock runs a zero-delay timer set inside another timer a millisecond later).
 */
async function isResolved(promise: Promise<void>): Promise<boolean> {
  let resolved = false;
  void promise.then(() => (resolved = true));
  await vi.advanceTimersByTimeAsync(1);
  return resolved;
}

/** An answered query as a screen shows it: in the cache, with an observer (a mounted screen's). */
function shown(queryClient: QueryClient, queryKey: QueryKey, data: unknown): void {
  queryClient.setQueryData(queryKey, data);
  new QueryObserver(queryClient, { queryKey, enabled: false }).subscribe(() => undefined);
}

describe('pageSettled', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    resetPageSettled();
    queryClient = new QueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it('waits for the first record data, not for sign-in checks', async () => {
    const settled = pageSettled(queryClient, fakeWindow().target);
    shown(queryClient, ['auth', 'canAccess', 'courses'], true);
    expect(await isResolved(settled)).toBe(false);
    shown(queryClient, ['courses', 'getList', { page: 1 }], { data: [], total: 0 });
    expect(await isResolved(settled)).toBe(true);
  });

  it('waits for a screen to show a page asked ahead', async () => {
    const settled = pageSettled(queryClient, fakeWindow().target);
    const key = ['courses', 'getList', { page: 1 }];
    queryClient.setQueryData(key, { data: [], total: 0 });
    expect(await isResolved(settled)).toBe(false);
    new QueryObserver(queryClient, { queryKey: key, enabled: false }).subscribe(() => undefined);
    expect(await isResolved(settled)).toBe(true);
  });

  it('waits while another query is still on its way', async () => {
    shown(queryClient, ['courses', 'getList', { page: 1 }], { data: [], total: 0 });
    let answer: (value: number) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['inbox', 'count'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    const settled = pageSettled(queryClient, fakeWindow().target);
    expect(await isResolved(settled)).toBe(false);
    answer(3);
    expect(await isResolved(settled)).toBe(true);
  });

  it('waits for the page to load first', async () => {
    shown(queryClient, ['courses', 'getList', { page: 1 }], { data: [], total: 0 });
    const page = fakeWindow('interactive');
    const settled = pageSettled(queryClient, page.target);
    expect(await isResolved(settled)).toBe(false);
    page.load();
    expect(await isResolved(settled)).toBe(true);
  });

  it('goes on without data after a few seconds, and only once per page', async () => {
    const settled = pageSettled(queryClient, fakeWindow().target);
    await vi.advanceTimersByTimeAsync(SETTLE_TIMEOUT_MS - 100);
    expect(await isResolved(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await isResolved(settled)).toBe(true);
    expect(pageSettled(queryClient, fakeWindow().target)).toBe(settled);
  });
});
