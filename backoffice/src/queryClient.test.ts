import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createBackofficeQueryClient } from './queryClient.ts';

/** A check that answers when told, and reads its abort signal as react-admin's do. */
function check() {
  const calls = { count: 0 };
  let answer: (value: boolean) => void = () => undefined;
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<boolean>((resolve, reject) => {
      calls.count += 1;
      answer = resolve;
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  return { queryFn, calls, answer: (value: boolean) => answer(value) };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the back-office query client', () => {
  it('runs a permission check a thrown-away render built and nobody fetched', async () => {
    const client = createBackofficeQueryClient();
    const queryKey = ['auth', 'canAccess', { action: 'list', resource: 'reviews' }];
    const slow = check();
    // What a render does before it commits: the observer builds the query, pending and idle.
    new QueryObserver(client, { queryKey, queryFn: slow.queryFn }).getCurrentResult();
    expect(client.getQueryState(queryKey)).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
    });
    await nextTask();
    slow.answer(true);
    await nextTask();
    // react-admin's useIsAuthPending no longer reads it as pending.
    expect(client.getQueryState(queryKey)).toMatchObject({ status: 'success', data: true });
  });

  it('runs again a permission check whose screen closed before it answered', async () => {
    const client = createBackofficeQueryClient();
    const queryKey = ['auth', 'canAccess', { action: 'list', resource: 'shipments' }];
    const slow = check();
    const unsubscribe = new QueryObserver(client, { queryKey, queryFn: slow.queryFn }).subscribe(
      () => undefined,
    );
    await nextTask();
    expect(client.getQueryState(queryKey)?.fetchStatus).toBe('fetching');
    // The screen closes: react-query cancels the check and puts it back as pending.
    unsubscribe();
    await nextTask();
    slow.answer(false);
    await nextTask();
    expect(slow.calls.count).toBe(2);
    expect(client.getQueryState(queryKey)).toMatchObject({ status: 'success', data: false });
  });

  it('leaves a check a mounted screen disabled, and data queries, as they are', async () => {
    const client = createBackofficeQueryClient();
    const disabled = check();
    const authKey = ['auth', 'canAccess', { action: 'edit', resource: 'courses' }];
    const unsubscribe = new QueryObserver(client, {
      queryKey: authKey,
      queryFn: disabled.queryFn,
      enabled: false,
    }).subscribe(() => undefined);
    const data = check();
    const dataKey = ['reviews', 'getList', {}];
    new QueryObserver(client, { queryKey: dataKey, queryFn: data.queryFn }).getCurrentResult();
    await nextTask();
    expect(disabled.calls.count).toBe(0);
    expect(data.calls.count).toBe(0);
    expect(client.getQueryState(dataKey)?.status).toBe('pending');
    unsubscribe();
  });
});
