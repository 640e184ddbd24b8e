import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from './data-provider.ts';
import { createHttpClient } from './http-client.ts';
import { fakeFetch, setXsrfCookie, type Responder } from './testing/fake-fetch.ts';

function providerWith(responder: Responder) {
  const fake = fakeFetch(responder);
  const dataProvider = createDataProvider({ httpClient: createHttpClient({ fetch: fake.fetch }) });
  return { dataProvider, calls: fake.calls };
}

beforeEach(() => setXsrfCookie('t'));
afterEach(() => setXsrfCookie(null));

describe('action', () => {
  it('PUTs a member action without input and answers the record', async () => {
    const user = { id: 9, email: 'a@b.test', isLocked: true };
    const { dataProvider, calls } = providerWith(() => ({ json: { user } }));
    const result = await dataProvider.action('users', 'lock', { id: 9 });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/v2/users/9/lock' });
    expect(result.data).toEqual(user);
  });

  it('sends a keyed body as the contract declares it', async () => {
    const { dataProvider, calls } = providerWith(() => ({ json: { tier: { id: 2 } } }));
    await dataProvider.action('tiers', 'assignTutors', { id: 2, data: { tutorIds: [4, 5] } });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v2/tiers/2/assign_tutors',
      body: { tier: { tutorIds: [4, 5] } },
    });
  });

  it('rejects with the HttpError of a refusal, so screens show the server’s message', async () => {
    const { dataProvider } = providerWith(() => ({
      status: 422,
      json: { error: 'Validation failed', errors: { base: ['You cannot lock your own account.'] } },
    }));
    const failure = dataProvider.action('users', 'lock', { id: 1 });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 422 });
  });

  it('needs an id for a member action', async () => {
    const { dataProvider, calls } = providerWith(() => ({ json: {} }));
    await expect(dataProvider.action('users', 'unlock')).rejects.toThrow(/needs the record's id/);
    expect(calls).toHaveLength(0);
  });
});
