/**
 * The personal calendar feed (spec scheduling §2 "a personal calendar subscribe link", §7
 * `GET /api/webhooks/calendars/{calendarToken}`): an iCalendar (RFC 5545) of a tutor's
 * sessions and events that calendar apps subscribe to. The token in the address is the only
 * credential, so it is random, shown once (in the answer that creates it), stored only as a
 * SHA-256 digest, and revocable.
 */

/** The feed covers this many days back and ahead of now. */
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 180;

/** The feed's path for a token (the subscribe link is the app's origin plus this). */
export function calendarFeedPath(token: string): string {
  return `/api/webhooks/calendars/${encodeURIComponent(token)}`;
}

/** The address a calendar app subscribes to: `origin` is the app's (e.g. `https://app.example.com`). */
export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${calendarFeedPath(token)}`;
}

/**
 * The same address with the webcal scheme, which calendar apps open as "subscribe" (the copy
 * button offers the https one, which every app also accepts).
 */
export function calendarFeedWebcalUrl(origin: string, token: string): string {
  return calendarFeedUrl(origin, token).replace(/^https?:/, 'webcal:');
}

/** A feed token as the server issues them: 32 random bytes in base64url. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A student as the feed may name them. */
export interface FeedStudent {
  firstName: string;
  lastName: string;
}

/**
 * A student's name as the feed writes it: first name and last initial ("Sam S."). The feed
 * lives in third-party calendars, so it says no more of a student than a family sees of a
 * tutor; the session's page in the app has the full name.
 */
export function feedStudentName({ firstName, lastName }: FeedStudent): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return [firstName.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` (a course title or a session's or event's name, written by staff: "Private Tutoring:
 * Sam Student") with each of `students`' full names written as the feed names them ("Private
 * Tutoring: Sam S."), whatever its case or spacing; other words are left as they are.
 */
export function withFeedStudentNames(text: string, students: readonly FeedStudent[]): string {
  const longestFirst = [...students]
    .filter((student) => student.firstName.trim() && student.lastName.trim())
    .sort(
      (a, b) => b.firstName.length + b.lastName.length - (a.firstName.length + a.lastName.length),
    );
  return longestFirst.reduce((written, student) => {
    const fullName = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeForPattern(student.firstName.trim())}\\s+${escapeForPattern(student.lastName.trim())}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    return written.replace(fullName, feedStudentName(student));
  }, text);
}
