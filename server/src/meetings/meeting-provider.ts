import type { MeetingProvider as MeetingProviderName, SessionRecording } from '@tp/domain';

/** What a provider is told about the session a meeting is for. */
export interface MeetingSubject {
  sessionId: number;
  topic: string;
  startsAt: Date;
  /** Minutes. */
  duration: number;
}

/** A meeting as made: the provider's id, the participants' link and the host's link. */
export interface ProvisionedMeeting {
  externalId: string;
  joinUrl: string;
  startUrl: string;
}

/** Where sessions' video meetings are made (ARCHITECTURE: Zoom when configured, else Jitsi). */
export interface MeetingProvider {
  readonly name: MeetingProviderName;
  /** Makes one meeting for the session. */
  create(subject: MeetingSubject): Promise<ProvisionedMeeting>;
  /** The meeting's recordings, newest last; none when the provider does not record. */
  recordings(externalId: string): Promise<SessionRecording[]>;
}

/** The provider could not be reached or refused: answered as a 502 without its details. */
export class MeetingProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MeetingProviderError';
  }
}
