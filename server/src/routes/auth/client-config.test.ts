import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { clientConfig } from './client-config.ts';

const plainHttp = { isHttps: false, hostname: 'localhost', port: 3000 };

describe('clientConfig', () => {
  it('points pusher-js at the embedded endpoint on the host and port the browser used', () => {
    const config = loadConfig({ REALTIME_KEY: 'local', APP_VERSION: '3.0.2' });
    expect(clientConfig(config, plainHttp)).toEqual({
      version: '3.0.2',
      realtime: {
        key: 'local',
        cluster: 'local',
        wsHost: 'localhost',
        wsPort: 3000,
        wssPort: 3000,
        forceTLS: false,
        enabledTransports: ['ws', 'wss'],
        authEndpoint: '/api/auth/pusher/auth',
      },
      payments: { gateway: 'test' },
      pogFormUrl: '/policies/pog-form.html',
      wikiUrl: null,
      examsApiUrl: '',
      practiceExamVideos: {
        act: null,
        'act-extended-time': null,
        psat: null,
        'psat-extended-time': null,
        sat: null,
        'sat-extended-time': null,
      },
      socialSignIn: { facebook: false, oidc: null },
    });
  });

  it('offers Facebook and an OpenID Connect provider only with all their settings', () => {
    const facebookOnly = loadConfig({ FACEBOOK_CLIENT_ID: 'app', FACEBOOK_CLIENT_SECRET: 's' });
    expect(clientConfig(facebookOnly, plainHttp).socialSignIn).toEqual({
      facebook: true,
      oidc: null,
    });
    const halfOidc = loadConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'c' });
    expect(clientConfig(halfOidc, plainHttp).socialSignIn.oidc).toBeNull();
    const oidc = loadConfig({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'c',
      OIDC_CLIENT_SECRET: 's',
      OIDC_NAME: 'Campus ID',
    });
    expect(clientConfig(oidc, plainHttp).socialSignIn).toEqual({
      facebook: false,
      oidc: { name: 'Campus ID' },
    });
  });

  it('points the apps at EXAMS_API_URL and a practice video per subject', () => {
    const config = loadConfig({
      EXAMS_API_URL: 'https://exams.example.edu/',
      PRACTICE_EXAM_VIDEO_URL: 'https://videos.example.edu/{subject}.mp4',
    });
    const answer = clientConfig(config, plainHttp);
    expect(answer.examsApiUrl).toBe('https://exams.example.edu');
    expect(answer.practiceExamVideos['act-extended-time']).toBe(
      'https://videos.example.edu/act-extended-time.mp4',
    );
  });

  it('hands the tutor app the wiki link of WIKI_URL', () => {
    const config = loadConfig({ WIKI_URL: 'https://wiki.example.com/tutors' });
    expect(clientConfig(config, plainHttp).wikiUrl).toBe('https://wiki.example.com/tutors');
  });

  it('hands the tutor app the POG form of POG_FORM_URL, an address or a path', () => {
    const config = loadConfig({ POG_FORM_URL: 'https://forms.example.com/pog' });
    expect(clientConfig(config, plainHttp).pogFormUrl).toBe('https://forms.example.com/pog');
    expect(() => loadConfig({ POG_FORM_URL: 'javascript:alert(1)' })).toThrow();
    expect(() => loadConfig({ POG_FORM_URL: '//elsewhere.example.com' })).toThrow();
  });

  it('hands the browser Accept.js’s public keys, never the transaction key', () => {
    const config = loadConfig({
      AUTHORIZE_NET_API_LOGIN_ID: 'login',
      AUTHORIZE_NET_TRANSACTION_KEY: 'secret-transaction-key',
      AUTHORIZE_NET_CLIENT_KEY: 'public-client-key',
    });
    const answer = clientConfig(config, plainHttp);
    expect(answer.payments).toEqual({
      gateway: 'authorize-net',
      apiLoginId: 'login',
      clientKey: 'public-client-key',
      acceptJsUrl: 'https://js.authorize.net/v1/Accept.js',
    });
    expect(JSON.stringify(answer)).not.toContain('secret-transaction-key');
  });

  it('uses the default ports and TLS behind an https host without a port', () => {
    const realtime = clientConfig(loadConfig({}), {
      isHttps: true,
      hostname: 'tp.example.com',
      port: null,
    }).realtime;
    expect(realtime).toMatchObject({
      wsHost: 'tp.example.com',
      wsPort: 80,
      wssPort: 443,
      forceTLS: true,
    });
  });

  it('names the Pusher cluster and never the secret when Pusher is configured', () => {
    const config = loadConfig({
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'pk',
      PUSHER_SECRET: 'sekrit-value',
      PUSHER_CLUSTER: 'eu',
    });
    const answer = clientConfig(config, plainHttp);
    expect(answer.realtime).toEqual({
      key: 'pk',
      cluster: 'eu',
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      authEndpoint: '/api/auth/pusher/auth',
    });
    expect(JSON.stringify(answer)).not.toContain('sekrit-value');
  });

  it('adds the host and port of a self-hosted Pusher-compatible server', () => {
    const config = loadConfig({
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'pk',
      PUSHER_SECRET: 'ps',
      PUSHER_HOST: 'soketi.internal',
      PUSHER_PORT: '6001',
      PUSHER_USE_TLS: 'false',
    });
    expect(clientConfig(config, plainHttp).realtime).toMatchObject({
      wsHost: 'soketi.internal',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
    });
  });
});
