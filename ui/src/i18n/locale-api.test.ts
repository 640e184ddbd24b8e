import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@tp/data-provider';
import { fetchLocaleStrings } from './locale-api.ts';

function clientAnswering(...answers: Array<() => Promise<unknown>>) {
  const calls: Array<{ path: string; query: unknown }> = [];
  let next = 0;
  const httpClient = vi.fn(async (path: string, request?: { query?: unknown }) => {
    calls.push({ path, query: request?.query });
    const answer = answers[Math.min(next++, answers.length - 1)];
    return { status: 200, headers: new Headers(), json: await answer?.() };
  }) as unknown as HttpClient;
  return { httpClient, calls };
}

describe('fetchLocaleStrings', () => {
  it('GETs /api/v2/locales/{lang}.json with the app, once per language and app', async () => {
    const strings = { account: { login: { title: 'Iniciar sesión' } } };
    const { httpClient, calls } = clientAnswering(async () => strings);
    await expect(fetchLocaleStrings(httpClient, 'es', 'tutor')).resolves.toEqual(strings);
    await fetchLocaleStrings(httpClient, 'es', 'tutor');
    expect(calls).toEqual([{ path: '/api/v2/locales/es.json', query: { app: 'tutor' } }]);
  });

  it('refuses an answer that is not a strings tree, and asks again next time', async () => {
    const { httpClient, calls } = clientAnswering(
      async () => ({ account: [1, 2] }),
      async () => ({ account: {} }),
    );
    await expect(fetchLocaleStrings(httpClient, 'es', 'tutor')).rejects.toThrow('no strings');
    await expect(fetchLocaleStrings(httpClient, 'es', 'tutor')).resolves.toEqual({ account: {} });
    expect(calls).toHaveLength(2);
  });
});
