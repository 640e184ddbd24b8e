import { describe, expect, it } from 'vitest';
import {
  CALENDAR_TOKEN_PATTERN,
  calendarFeedPath,
  calendarFeedUrl,
  calendarFeedWebcalUrl,
  feedStudentName,
  withFeedStudentNames,
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

describe('student names in the feed', () => {
  const sam = { firstName: 'Sam', lastName: 'Student' };
  const zoe = { firstName: 'Zoë', lastName: 'de la Cruz' };

  it('are the first name and the last initial', () => {
    expect(feedStudentName(sam)).toBe('Sam S.');
    expect(feedStudentName(zoe)).toBe('Zoë D.');
    expect(feedStudentName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
  });

  it('replace a student’s full name in a title, whatever its case or spacing', () => {
    expect(withFeedStudentNames('Private Tutoring: Sam Student', [sam])).toBe(
      'Private Tutoring: Sam S.',
    );
    expect(withFeedStudentNames('SAM  student and Zoë de la Cruz', [sam, zoe])).toBe(
      'Sam S. and Zoë D.',
    );
  });

  it('leave other words alone, a name inside a longer word too', () => {
    expect(withFeedStudentNames('Samuel Students study', [sam])).toBe('Samuel Students study');
    expect(withFeedStudentNames('SAT Prep Spring', [sam])).toBe('SAT Prep Spring');
    expect(withFeedStudentNames('A (Sam Student)', [sam])).toBe('A (Sam S.)');
  });

  it('read a name with pattern characters as plain text', () => {
    expect(
      withFeedStudentNames('Tutoring: J.R. O+Neil', [{ firstName: 'J.R.', lastName: 'O+Neil' }]),
    ).toBe('Tutoring: J.R. O.');
  });
});
