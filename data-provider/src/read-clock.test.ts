import { READ_AT_HEADER } from '@tp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { earliestReadAt, forgetReadTimes } from './read-clock.ts';
import { fakeFetch } from './testing/fake-fetch.ts';

afterEach(() => forgetReadTimes());

describe('the read clock of the page', () => {
  it("keeps the earliest X-Read-At among every client's answers, errors included", async () => {
    const readAt: Record<string, string> = {
      '/api/v2/sessions': '2000',
      '/api/v2/events': '1500',
      '/api/v2/tutors/2': '1800',
    };
    const answer = (url: string) =>
      new Response(url.endsWith('/2') ? '{"error":"Not found."}' : '{}', {
        status: url.endsWith('/2') ? 404 : 200,
        headers: readAt[url] ? { [READ_AT_HEADER]: readAt[url] } : {},
      });
    const first = createHttpClient({ fetch: async (url) => answer(String(url)) });
    const second = createHttpClient({ fetch: async (url) => answer(String(url)) });
    expect(earliestReadAt()).toBeNull();
    await first('/api/session.json');
    expect(earliestReadAt()).toBeNull();
    await first('/api/v2/sessions');
    await second('/api/v2/events');
    await expect(second('/api/v2/tutors/2')).rejects.toMatchObject({ status: 404 });
    expect(earliestReadAt()).toBe(1500);
  });

  it('ignores a header that is not a time', async () => {
    const { fetch } = fakeFetch(() => ({ json: {} }));
    await createHttpClient({ fetch })('/api/v2/sessions');
    const odd = createHttpClient({
      fetch: async () => new Response('{}', { headers: { [READ_AT_HEADER]: 'soon' } }),
    });
    await odd('/api/v2/sessions');
    expect(earliestReadAt()).toBeNull();
  });
});
