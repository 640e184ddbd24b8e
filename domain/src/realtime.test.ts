import { describe, expect, it } from 'vitest';
import { SERVER_CLOCK_SKEW_MS, mayHaveMissedEvents, parsePrivateUserChannel } from './realtime.ts';

describe('mayHaveMissedEvents: whether a page reads again once its channel is confirmed', () => {
  const firstReadAt = Date.UTC(2026, 11, 6, 9, 0, 0);

  it('says no when the channel last changed before the page began reading', () => {
    const quietBefore = firstReadAt - SERVER_CLOCK_SKEW_MS - 1;
    expect(mayHaveMissedEvents(firstReadAt, { changed_at: quietBefore })).toBe(false);
  });

  it('says yes when the channel changed after the page began reading', () => {
    expect(mayHaveMissedEvents(firstReadAt, { changed_at: firstReadAt + 250 })).toBe(true);
    expect(mayHaveMissedEvents(firstReadAt, { changed_at: firstReadAt })).toBe(true);
  });

  it('says yes within the margin for two servers whose clocks differ', () => {
    expect(mayHaveMissedEvents(firstReadAt, { changed_at: firstReadAt - 10 })).toBe(true);
    const atMargin = firstReadAt - SERVER_CLOCK_SKEW_MS;
    expect(mayHaveMissedEvents(firstReadAt, { changed_at: atMargin })).toBe(true);
  });

  it('says yes when either side does not know (Pusher Channels, no header)', () => {
    expect(mayHaveMissedEvents(firstReadAt, undefined)).toBe(true);
    expect(mayHaveMissedEvents(firstReadAt, {})).toBe(true);
    expect(mayHaveMissedEvents(firstReadAt, { changed_at: 'yesterday' })).toBe(true);
    expect(mayHaveMissedEvents(firstReadAt, { changed_at: Number.NaN })).toBe(true);
    expect(mayHaveMissedEvents(firstReadAt, null)).toBe(true);
    expect(mayHaveMissedEvents(null, { changed_at: 0 })).toBe(true);
    expect(mayHaveMissedEvents(Number.NaN, { changed_at: 0 })).toBe(true);
  });
});

describe('parsePrivateUserChannel', () => {
  it('reads the app and the user of a private user channel, and nothing else', () => {
    expect(parsePrivateUserChannel('private-tutor-user-12')).toEqual({ app: 'tutor', userId: 12 });
    expect(parsePrivateUserChannel('private-session-3')).toBeNull();
  });
});
