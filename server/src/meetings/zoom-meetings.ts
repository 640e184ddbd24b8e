import type { SessionRecording } from '@tp/domain';
import { z } from 'zod';
import { MeetingProviderError, type MeetingProvider } from './meeting-provider.ts';

export interface ZoomSettings {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** https://zoom.us/oauth/token */
  oauthUrl: string;
  /** https://api.zoom.us/v2 */
  apiUrl: string;
}

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });
const meetingAnswer = z.object({
  id: z.union([z.number(), z.string()]),
  join_url: z.string(),
  start_url: z.string(),
});
const recordingsAnswer = z.object({
  recording_files: z
    .array(
      z.object({
        recording_start: z.string(),
        recording_end: z.string().optional(),
        download_url: z.string(),
        play_url: z.string().optional(),
      }),
    )
    .default([]),
});

/** A token is renewed this long before Zoom says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const minutesBetween = (start: string, end: string | undefined) =>
  end ? Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 60_000)) : 0;

/**
 * Zoom meetings through a server-to-server OAuth app.
 * - token: POST {oauthUrl}?grant_type=account_credentials&account_id=… with Basic client id:secret
 *   (cached until a minute before it expires);
 * - create: POST {apiUrl}/users/me/meetings { topic, type: 2 (scheduled), start_time, duration };
 * - recordings: GET {apiUrl}/meetings/{id}/recordings (404: none yet).
 * `fetchFn` is the HTTP client, swapped in tests.
 */
export function zoomMeetings(
  settings: ZoomSettings,
  fetchFn: typeof fetch = globalThis.fetch,
  now: () => number = Date.now,
): MeetingProvider {
  let token: { value: string; expiresAt: number } | null = null;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchFn(url, init);
    } catch (error) {
      throw new MeetingProviderError('Zoom could not be reached', { cause: error });
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    const url = new URL(settings.oauthUrl);
    url.searchParams.set('grant_type', 'account_credentials');
    url.searchParams.set('account_id', settings.accountId);
    const basic = btoa(`${settings.clientId}:${settings.clientSecret}`);
    const response = await call(url.toString(), {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
    });
    if (!response.ok) throw new MeetingProviderError(`Zoom token refused (${response.status})`);
    const answer = tokenAnswer.parse(await response.json());
    token = {
      value: answer.access_token,
      expiresAt: now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return token.value;
  }

  async function api(path: string, init: RequestInit = {}): Promise<Response> {
    const bearer = await accessToken();
    return call(`${settings.apiUrl}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${bearer}` },
    });
  }

  return {
    name: 'zoom',
    async create(subject) {
      const response = await api('/users/me/meetings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          topic: subject.topic,
          type: 2,
          start_time: subject.startsAt.toISOString(),
          duration: subject.duration,
        }),
      });
      if (!response.ok)
        throw new MeetingProviderError(`Zoom refused the meeting (${response.status})`);
      const meeting = meetingAnswer.parse(await response.json());
      return {
        externalId: String(meeting.id),
        joinUrl: meeting.join_url,
        startUrl: meeting.start_url,
      };
    },
    async recordings(externalId): Promise<SessionRecording[]> {
      const response = await api(`/meetings/${encodeURIComponent(externalId)}/recordings`);
      if (response.status === 404) return [];
      if (!response.ok)
        throw new MeetingProviderError(`Zoom recordings refused (${response.status})`);
      const answer = recordingsAnswer.parse(await response.json());
      return answer.recording_files.map((file) => ({
        recordingStart: file.recording_start,
        duration: minutesBetween(file.recording_start, file.recording_end),
        downloadUrl: file.download_url,
        playUrl: file.play_url ?? file.download_url,
      }));
    },
  };
}
