import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { fetchRuntimeConfig, readRuntimeConfig } from './runtime-config.ts';
import { fakeFetch, type Responder } from './testing/fake-fetch.ts';

const answer = {
  version: '3.0.2',
  pogFormUrl: '/policies/pog-form.html',
  realtime: {
    key: 'tp-key',
    wsHost: 'localhost',
    wsPort: 5173,
    wssPort: 5173,
    forceTLS: false,
    cluster: 'mt1',
    enabledTransports: ['ws', 'wss'],
    authEndpoint: '/api/auth/pusher/auth',
  },
  payments: { gateway: 'test' },
  wikiUrl: 'https://wiki.example.com/',
  examsApiUrl: 'https://exams.example.edu',
  practiceExamVideos: { act: '/videos/act.mp4', sat: null },
};

function clientWith(responder: Responder) {
  const fake = fakeFetch(responder);
  return { httpClient: createHttpClient({ fetch: fake.fetch }), calls: fake.calls };
}

describe('fetchRuntimeConfig', () => {
  it('GETs /api/config.json and resolves the config', async () => {
    const { httpClient, calls } = clientWith(() => ({ json: answer }));
    await expect(fetchRuntimeConfig(httpClient)).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/config.json' });
  });

  it('shares one request between callers', async () => {
    const { httpClient, calls } = clientWith(() => ({ json: answer }));
    const first = fetchRuntimeConfig(httpClient);
    expect(fetchRuntimeConfig(httpClient)).toBe(first);
    await first;
    await fetchRuntimeConfig(httpClient);
    expect(calls).toHaveLength(1);
  });

  it('asks again after a failure', async () => {
    let attempts = 0;
    const { httpClient, calls } = clientWith(() => {
      attempts += 1;
      return attempts === 1 ? { status: 503, json: {} } : { json: answer };
    });
    await expect(fetchRuntimeConfig(httpClient)).rejects.toMatchObject({ status: 503 });
    await expect(fetchRuntimeConfig(httpClient)).resolves.toEqual(answer);
    expect(calls).toHaveLength(2);
  });
});

describe('readRuntimeConfig', () => {
  it('accepts a hosted Pusher config without host and ports', () => {
    const hosted = {
      version: '3.0.2',
      realtime: {
        key: 'k',
        cluster: 'us2',
        forceTLS: true,
        enabledTransports: ['ws', 'wss'],
        authEndpoint: '/a',
      },
    };
    expect(readRuntimeConfig(hosted).realtime).toEqual(hosted.realtime);
  });

  it('rejects a config without a key', () => {
    expect(() =>
      readRuntimeConfig({ ...answer, realtime: { ...answer.realtime, key: '' } }),
    ).toThrow('realtime.key');
  });

  it('rejects an unknown transport', () => {
    const wrong = {
      ...answer,
      realtime: { ...answer.realtime, enabledTransports: ['carrier-pigeon'] },
    };
    expect(() => readRuntimeConfig(wrong)).toThrow('enabledTransports');
  });

  it('rejects a port that is not a number', () => {
    expect(() =>
      readRuntimeConfig({ ...answer, realtime: { ...answer.realtime, wsPort: '3000' } }),
    ).toThrow('realtime.wsPort');
  });

  it('rejects an answer without a version', () => {
    expect(() => readRuntimeConfig({ realtime: answer.realtime })).toThrow('version');
  });
});

describe('readRuntimeConfig payments', () => {
  it('reads the Accept.js keys of an Authorize.Net deployment', () => {
    const payments = {
      gateway: 'authorize-net',
      apiLoginId: 'login',
      clientKey: 'public',
      acceptJsUrl: 'https://js.authorize.net/v1/Accept.js',
    };
    expect(readRuntimeConfig({ ...answer, payments }).payments).toEqual(payments);
  });

  it('takes an answer without payments for the TEST gateway', () => {
    const { payments: _omitted, ...older } = answer;
    expect(readRuntimeConfig(older).payments).toEqual({ gateway: 'test' });
  });

  it('refuses an Accept.js URL that is not https', () => {
    const payments = {
      gateway: 'authorize-net',
      apiLoginId: 'login',
      clientKey: 'public',
      acceptJsUrl: 'http://js.example/Accept.js',
    };
    expect(() => readRuntimeConfig({ ...answer, payments })).toThrow(/payments.acceptJsUrl/);
  });
});

describe('readRuntimeConfig wikiUrl', () => {
  it('reads the wiki link, and none from an older server or a link that is not http(s)', () => {
    expect(readRuntimeConfig(answer).wikiUrl).toBe('https://wiki.example.com/');
    const { wikiUrl: _omitted, ...older } = answer;
    expect(readRuntimeConfig(older).wikiUrl).toBeNull();
    expect(readRuntimeConfig({ ...answer, wikiUrl: 'javascript:alert(1)' }).wikiUrl).toBeNull();
  });
});
