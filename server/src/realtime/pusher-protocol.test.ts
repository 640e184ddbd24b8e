import { describe, expect, it } from 'vitest';
import { nodeCrypto } from '../platform/node-crypto.ts';
import { signChannel } from './channel-signature.ts';
import {
  checkSubscription,
  newSocketId,
  parseClientMessage,
  serverMessages,
} from './pusher-protocol.ts';

const KEY = 'local';
const SECRET = 'shh';

describe('parseClientMessage', () => {
  it('reads a subscribe with its auth as pusher-js sends it (data as an object)', () => {
    const raw = JSON.stringify({
      event: 'pusher:subscribe',
      data: { channel: 'private-tutor-user-1', auth: 'k:s' },
    });
    expect(parseClientMessage(raw)).toEqual({
      ok: true,
      message: { event: 'pusher:subscribe', channel: 'private-tutor-user-1', auth: 'k:s' },
    });
  });
  it('reads data sent as a JSON string', () => {
    const raw = JSON.stringify({
      event: 'pusher:unsubscribe',
      data: JSON.stringify({ channel: 'news' }),
    });
    expect(parseClientMessage(raw)).toEqual({
      ok: true,
      message: { event: 'pusher:unsubscribe', channel: 'news' },
    });
  });
  it('reads a ping', () => {
    expect(parseClientMessage('{"event":"pusher:ping","data":{}}')).toEqual({
      ok: true,
      message: { event: 'pusher:ping' },
    });
  });
  it('rejects invalid JSON and frames without an event', () => {
    expect(parseClientMessage('{nope')).toEqual({ ok: false, error: 'Invalid JSON.' });
    expect(parseClientMessage('[1]')).toEqual({ ok: false, error: 'Missing event name.' });
  });
  it('rejects channel names Pusher would not accept', () => {
    const tooLong = 'a'.repeat(165);
    for (const channel of ['has space', tooLong, '', 42]) {
      const raw = JSON.stringify({ event: 'pusher:subscribe', data: { channel } });
      expect(parseClientMessage(raw)).toEqual({ ok: false, error: 'Invalid channel name.' });
    }
  });
  it('marks other events as unsupported, client events included', () => {
    expect(parseClientMessage('{"event":"client-typing","data":{}}')).toEqual({
      ok: true,
      message: { event: 'unsupported', name: 'client-typing' },
    });
  });
});

describe('checkSubscription', () => {
  const base = { key: KEY, secret: SECRET, socketId: '1.2' };
  it('lets anyone join a public channel', () => {
    expect(checkSubscription({ ...base, channel: 'public-tutor-user-1', auth: undefined })).toEqual(
      { ok: true },
    );
  });
  it('lets a socket join a private channel with the signature for that socket and channel', () => {
    const auth = signChannel(nodeCrypto, KEY, SECRET, '1.2', 'private-tutor-user-1');
    expect(checkSubscription({ ...base, channel: 'private-tutor-user-1', auth })).toEqual({
      ok: true,
    });
  });
  it('refuses a private channel without auth, or with a signature for another socket or channel', () => {
    const otherSocket = signChannel(nodeCrypto, KEY, SECRET, '9.9', 'private-tutor-user-1');
    const otherChannel = signChannel(nodeCrypto, KEY, SECRET, '1.2', 'private-tutor-user-2');
    const wrongSecret = signChannel(nodeCrypto, KEY, 'guess', '1.2', 'private-tutor-user-1');
    for (const auth of [undefined, otherSocket, otherChannel, wrongSecret, 'garbage']) {
      expect(checkSubscription({ ...base, channel: 'private-tutor-user-1', auth }).ok).toBe(false);
    }
  });
  it('refuses presence and encrypted channels, which are not offered', () => {
    expect(checkSubscription({ ...base, channel: 'presence-room', auth: undefined }).ok).toBe(
      false,
    );
    expect(
      checkSubscription({ ...base, channel: 'private-encrypted-room', auth: undefined }).ok,
    ).toBe(false);
  });
});

describe('serverMessages', () => {
  it('sends connection_established with its data as a JSON string', () => {
    const frame = JSON.parse(serverMessages.connectionEstablished('12.34'));
    expect(frame.event).toBe('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    expect(JSON.parse(frame.data)).toEqual({ socket_id: '12.34', activity_timeout: 120 });
  });
  it('sends channel events with the data JSON-encoded', () => {
    expect(
      JSON.parse(serverMessages.channelEvent('c', 'schedule-change', { sessionId: 1 })),
    ).toEqual({
      event: 'schedule-change',
      channel: 'c',
      data: '{"sessionId":1}',
    });
  });
});

describe('newSocketId', () => {
  it('issues distinct ids of the form <n>.<n>', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newSocketId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^\d+\.\d+$/);
  });
});
