import type { MeetingsConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { jitsiMeetings } from './jitsi-meetings.ts';
import type { MeetingProvider } from './meeting-provider.ts';
import { zoomMeetings } from './zoom-meetings.ts';

/** The provider the settings name: Zoom when its app is configured, else Jitsi rooms. */
export function meetingsFromConfig(config: MeetingsConfig): MeetingProvider {
  return config.kind === 'zoom' ? zoomMeetings(config) : jitsiMeetings(config.baseUrl);
}

// One provider per configuration, so Zoom's token cache lives as long as the app.
const providers = new WeakMap<MeetingsConfig, MeetingProvider>();

/** The app's provider: the one its deps carry (tests), else the configured one. */
export function meetingsOf(deps: AppDeps): MeetingProvider {
  if (deps.meetings) return deps.meetings;
  let provider = providers.get(deps.config.meetings);
  if (!provider) {
    provider = meetingsFromConfig(deps.config.meetings);
    providers.set(deps.config.meetings, provider);
  }
  return provider;
}

/** A line for the startup banner and the README's settings table. */
export function describeMeetings(config: MeetingsConfig): string {
  return config.kind === 'zoom'
    ? `Zoom (${config.apiUrl})`
    : `Jitsi Meet rooms on ${config.baseUrl}`;
}
