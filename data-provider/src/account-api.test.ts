import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  confirmEmail,
  readSocialSignInOptions,
  requestPasswordReset,
  requestSignInLink,
  requestUnlock,
  resendConfirmation,
  resetPassword,
  setUpPassword,
  unlockAccount,
} from './account-api.ts';
import { createHttpClient } from './http-client.ts';
import { fakeFetch, setXsrfCookie, type Responder } from './testing/fake-fetch.ts';

function clientWith(responder: Responder) {
  const fake = fakeFetch(responder);
  return { httpClient: createHttpClient({ fetch: fake.fetch }), calls: fake.calls };
}

const change = { resetPasswordToken: 'tok', password: 'secret1', passwordConfirmation: 'secret1' };

beforeEach(() => setXsrfCookie('t'));
afterEach(() => setXsrfCookie(null));

describe('requestSignInLink', () => {
  it('GETs /api/v2/sso.json with the e-mail and answers status and message', async () => {
    const { httpClient, calls } = clientWith(() => ({
      json: { status: 'ok', message: 'Check your e-mail.' },
    }));
    await expect(requestSignInLink(httpClient, 'a+b@demo.test')).resolves.toEqual({
      status: 'ok',
      message: 'Check your e-mail.',
    });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/v2/sso.json?email=a%2Bb%40demo.test',
    });
  });

  it('answers a refusal with a status and message (422) as an error answer', async () => {
    const { httpClient } = clientWith(() => ({
      status: 422,
      json: { status: 'error', message: 'Please enter a valid e-mail address.' },
    }));
    await expect(requestSignInLink(httpClient, 'x')).resolves.toEqual({
      status: 'error',
      message: 'Please enter a valid e-mail address.',
    });
  });

  it('rejects other failures', async () => {
    const { httpClient } = clientWith(() => ({ status: 500, json: { error: 'Internal' } }));
    await expect(requestSignInLink(httpClient, 'x@demo.test')).rejects.toMatchObject({
      status: 500,
    });
  });

  it('reads any status but ok as an error', async () => {
    const { httpClient } = clientWith(() => ({ json: { status: 'nope', message: 'No.' } }));
    await expect(requestSignInLink(httpClient, 'x@demo.test')).resolves.toEqual({
      status: 'error',
      message: 'No.',
    });
  });
});

describe('password reset', () => {
  it('POSTs the e-mail under user to /api/secret.json with the CSRF header', async () => {
    const { httpClient, calls } = clientWith(() => ({ status: 204 }));
    await requestPasswordReset(httpClient, 'tutor@demo.test');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/secret.json',
      body: { user: { email: 'tutor@demo.test' } },
    });
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('t');
  });

  it('PUTs the token and passwords to /api/secret.json and answers the account', async () => {
    const { httpClient, calls } = clientWith(() => ({
      json: { user: { email: 'tutor@demo.test', firstName: 'Ada', hasPassword: true } },
    }));
    await expect(resetPassword(httpClient, change)).resolves.toEqual({
      email: 'tutor@demo.test',
      hasPassword: true,
    });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/secret.json',
      body: { user: change },
    });
  });

  it('rejects a 422 with the errors as one sentence', async () => {
    const { httpClient } = clientWith(() => ({
      status: 422,
      json: { error: 'Validation failed', errors: { resetPasswordToken: ['is invalid'] } },
    }));
    await expect(resetPassword(httpClient, change)).rejects.toMatchObject({
      status: 422,
      message: 'Reset password token is invalid.',
    });
  });
});

describe('setUpPassword', () => {
  it('PUTs to /api/setup.json and answers null when no user comes back', async () => {
    const { httpClient, calls } = clientWith(() => ({ status: 204 }));
    await expect(setUpPassword(httpClient, change)).resolves.toBeNull();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/setup.json',
      body: { user: change },
    });
  });
});

describe('verification and unlock', () => {
  it('POSTs a confirmation request to /api/verification.json', async () => {
    const { httpClient, calls } = clientWith(() => ({ status: 204 }));
    await resendConfirmation(httpClient, 'a@demo.test');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/verification.json',
      body: { user: { email: 'a@demo.test' } },
    });
  });

  it('GETs /api/verification.json with the confirmation token and reads the account', async () => {
    const { httpClient, calls } = clientWith(() => ({
      json: { user: { email: 'a@demo.test', hasPassword: false } },
    }));
    await expect(confirmEmail(httpClient, 'c-tok')).resolves.toEqual({
      email: 'a@demo.test',
      hasPassword: false,
    });
    expect(calls[0]?.url).toBe('/api/verification.json?confirmation_token=c-tok');
  });

  it('POSTs an unlock request to /api/unlock.json', async () => {
    const { httpClient, calls } = clientWith(() => ({ status: 204 }));
    await requestUnlock(httpClient, 'a@demo.test');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/unlock.json',
      body: { user: { email: 'a@demo.test' } },
    });
  });

  it('GETs /api/unlock.json with the unlock token and keeps a setup token it is given', async () => {
    const { httpClient, calls } = clientWith(() => ({
      json: { user: { email: 'a@demo.test', hasPassword: false, resetPasswordToken: 's-tok' } },
    }));
    await expect(unlockAccount(httpClient, 'u-tok')).resolves.toEqual({
      email: 'a@demo.test',
      hasPassword: false,
      resetPasswordToken: 's-tok',
    });
    expect(calls[0]?.url).toBe('/api/unlock.json?unlock_token=u-tok');
  });

  it('rejects an answer without a user', async () => {
    const { httpClient } = clientWith(() => ({ json: {} }));
    await expect(unlockAccount(httpClient, 'u')).rejects.toThrow('answered no user');
  });
});

describe('readSocialSignInOptions', () => {
  it('offers what the runtime config says: Facebook, and an OpenID Connect provider by name', async () => {
    const both = clientWith(() => ({
      json: { version: '3.0.2', socialSignIn: { facebook: true, oidc: { name: 'Campus ID' } } },
    }));
    await expect(readSocialSignInOptions(both.httpClient)).resolves.toEqual({
      facebook: true,
      oidc: { name: 'Campus ID' },
    });
    const older = clientWith(() => ({ json: { version: '3.0.2' } }));
    await expect(readSocialSignInOptions(older.httpClient)).resolves.toEqual({
      facebook: false,
      oidc: null,
    });
  });

  it('offers none when the config cannot be read', async () => {
    const { httpClient } = clientWith(() => ({ status: 500, json: {} }));
    await expect(readSocialSignInOptions(httpClient)).resolves.toEqual({
      facebook: false,
      oidc: null,
    });
  });
});
