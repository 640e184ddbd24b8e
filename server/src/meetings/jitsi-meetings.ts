import type { MeetingProvider } from './meeting-provider.ts';

/** 128 random bits as 32 hex digits: a room name nobody can guess. */
function unguessableRoomName(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Jitsi Meet rooms (the embedded default): a room exists once someone opens its link, so making
 * a meeting is naming an unguessable room on `baseUrl`. The host opens the same link; Jitsi
 * keeps no recordings for us.
 */
export function jitsiMeetings(baseUrl: string): MeetingProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    name: 'jitsi',
    create() {
      const room = unguessableRoomName();
      const url = `${base}/${room}`;
      return Promise.resolve({ externalId: room, joinUrl: url, startUrl: url });
    },
    recordings: () => Promise.resolve([]),
  };
}
