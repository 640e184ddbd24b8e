import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { jitsiMeetings } from './jitsi-meetings.ts';
import { meetingsFromConfig } from './meetings-from-config.ts';
import { zoomMeetings, type ZoomSettings } from './zoom-meetings.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** A stub of Zoom's token and meeting endpoints on a local port, recording what it was sent. */
function zoomStub() {
  const seen: Seen[] = [];
  let recordingsStatus = 200;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then((body) => {
      seen.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        body,
      });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url!.startsWith('/oauth/token'))
        return json(200, { access_token: 'token-1', expires_in: 3600 });
      if (req.url === '/v2/users/me/meetings')
        return json(201, {
          id: 85746065,
          join_url: 'https://zoom.example/j/85746065',
          start_url: 'https://zoom.example/s/85746065?zak=host',
        });
      if (req.url === '/v2/meetings/85746065/recordings') {
        if (recordingsStatus !== 200) return json(recordingsStatus, { message: 'no' });
        return json(200, {
          recording_files: [
            {
              recording_start: '2026-03-10T16:00:00Z',
              recording_end: '2026-03-10T16:45:00Z',
              download_url: 'https://zoom.example/rec/download/1',
              play_url: 'https://zoom.example/rec/play/1',
            },
          ],
        });
      }
      return json(404, { message: 'not found' });
    });
  });
  return {
    seen,
    server,
    setRecordingsStatus: (status: number) => (recordingsStatus = status),
  };
}

describe('zoomMeetings', () => {
  const stub = zoomStub();
  let settings: ZoomSettings;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    const { port } = stub.server.address() as AddressInfo;
    settings = {
      accountId: 'acct',
      clientId: 'client',
      clientSecret: 'secret',
      oauthUrl: `http://127.0.0.1:${port}/oauth/token`,
      apiUrl: `http://127.0.0.1:${port}/v2`,
    };
  });
  afterAll(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));
  beforeEach(() => {
    stub.seen.length = 0;
    stub.setRecordingsStatus(200);
  });

  it('gets an account-credentials token, then creates a scheduled meeting with it', async () => {
    const zoom = zoomMeetings(settings);
    const meeting = await zoom.create({
      sessionId: 1,
      topic: 'Algebra: Week 1',
      startsAt: new Date('2026-03-10T16:00:00Z'),
      duration: 60,
    });
    expect(meeting).toEqual({
      externalId: '85746065',
      joinUrl: 'https://zoom.example/j/85746065',
      startUrl: 'https://zoom.example/s/85746065?zak=host',
    });
    const [token, create] = stub.seen;
    expect(token).toMatchObject({
      method: 'POST',
      url: '/oauth/token?grant_type=account_credentials&account_id=acct',
      authorization: `Basic ${btoa('client:secret')}`,
    });
    expect(create).toMatchObject({
      method: 'POST',
      url: '/v2/users/me/meetings',
      authorization: 'Bearer token-1',
    });
    expect(JSON.parse(create!.body)).toEqual({
      topic: 'Algebra: Week 1',
      type: 2,
      start_time: '2026-03-10T16:00:00.000Z',
      duration: 60,
    });
  });

  it('reuses its token until it nearly expires', async () => {
    const zoom = zoomMeetings(settings);
    await zoom.recordings('85746065');
    await zoom.recordings('85746065');
    expect(stub.seen.filter((s) => s.url.startsWith('/oauth/token'))).toHaveLength(1);
  });

  it('answers the recordings with their length in minutes', async () => {
    const zoom = zoomMeetings(settings);
    expect(await zoom.recordings('85746065')).toEqual([
      {
        recordingStart: '2026-03-10T16:00:00Z',
        duration: 45,
        downloadUrl: 'https://zoom.example/rec/download/1',
        playUrl: 'https://zoom.example/rec/play/1',
      },
    ]);
    expect(stub.seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/v2/meetings/85746065/recordings',
      authorization: 'Bearer token-1',
    });
  });

  it('answers no recordings when Zoom has none for the meeting (404)', async () => {
    stub.setRecordingsStatus(404);
    expect(await zoomMeetings(settings).recordings('85746065')).toEqual([]);
  });

  it('throws a provider error when Zoom refuses or cannot be reached', async () => {
    stub.setRecordingsStatus(500);
    await expect(zoomMeetings(settings).recordings('85746065')).rejects.toThrow(/refused/);
    const unreachable = zoomMeetings({ ...settings, oauthUrl: 'http://127.0.0.1:1/oauth/token' });
    await expect(unreachable.recordings('1')).rejects.toThrow(/could not be reached/);
  });
});

describe('jitsiMeetings', () => {
  it('names an unguessable room of 128 random bits on the configured host', async () => {
    const jitsi = jitsiMeetings('https://jitsi.example.org/');
    const a = await jitsi.create({ sessionId: 1, topic: 't', startsAt: new Date(), duration: 60 });
    const b = await jitsi.create({ sessionId: 1, topic: 't', startsAt: new Date(), duration: 60 });
    expect(a.joinUrl).toMatch(/^https:\/\/jitsi\.example\.org\/[0-9a-f]{32}$/);
    expect(a.startUrl).toBe(a.joinUrl);
    expect(b.joinUrl).not.toBe(a.joinUrl);
    expect(await jitsi.recordings(a.externalId)).toEqual([]);
  });
});

describe('meetingsFromConfig', () => {
  it('uses Jitsi by default and Zoom once its three settings are given', () => {
    expect(meetingsFromConfig(loadConfig({}).meetings).name).toBe('jitsi');
    const zoomConfig = loadConfig({
      ZOOM_ACCOUNT_ID: 'a',
      ZOOM_CLIENT_ID: 'b',
      ZOOM_CLIENT_SECRET: 'c',
    }).meetings;
    expect(zoomConfig).toMatchObject({ kind: 'zoom', apiUrl: 'https://api.zoom.us/v2' });
    expect(meetingsFromConfig(zoomConfig).name).toBe('zoom');
    expect(loadConfig({ JITSI_BASE_URL: 'https://meet.example/' }).meetings).toEqual({
      kind: 'jitsi',
      baseUrl: 'https://meet.example',
    });
  });
});
