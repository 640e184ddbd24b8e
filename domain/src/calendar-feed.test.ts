import { describe, expect, it } from 'vitest';
import {
  CALENDAR_TOKEN_PATTERN,
  calendarFeedPath,
  calendarFeedUrl,
  calendarFeedWebcalUrl,
} from './calendar-feed.ts';

describe('the calendar feed address', () => {
  const token = 'a'.repeat(40) + '-_Z';

  it('is the webhook path under the app’s origin', () => {
    expect(calendarFeedPath(token)).toBe(`/api/webhooks/calendars/${token}`);
    expect(calendarFeedUrl('https://app.example.com/', token)).toBe(
      `https://app.example.com/api/webhooks/calendars/${token}`,
    );
    expect(calendarFeedWebcalUrl('https://app.example.com', token)).toBe(
      `webcal://app.example.com/api/webhooks/calendars/${token}`,
    );
  });

  it('escapes what a path cannot hold', () => {
    expect(calendarFeedPath('a/b')).toBe('/api/webhooks/calendars/a%2Fb');
  });

  it('knows a token as the server issues them: 43 base64url characters', () => {
    expect(CALENDAR_TOKEN_PATTERN.test(token)).toBe(true);
    expect(CALENDAR_TOKEN_PATTERN.test(`${token}x`)).toBe(false);
    expect(CALENDAR_TOKEN_PATTERN.test('a'.repeat(42) + '=')).toBe(false);
  });
});
