import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.ts';
import {
  currentSpoof,
  currentSpoofTarget,
  endSpoof,
  isSpoofTarget,
  sameOriginPath,
  spooferHomeUrl,
  spooferOf,
  startSpoof,
  withSpoofMarker,
} from './spoof.ts';
import { fakeFetch } from './testing/fake-fetch.ts';
import { authUser } from './testing/auth-user.ts';

const ADMIN = { id: 1, firstName: 'Ada', lastName: 'Admin', homeUrl: '/admin' };

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/tutor/schedule');
});
afterEach(() => sessionStorage.clear());

describe('isSpoofTarget', () => {
  it('accepts {Type}-{id} of the spoofable types', () => {
    expect(isSpoofTarget('Tutor-42')).toBe(true);
    expect(isSpoofTarget('Employee-3')).toBe(true);
    expect(isSpoofTarget('Student-7')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isSpoofTarget('Admin-1')).toBe(false);
    expect(isSpoofTarget('Tutor-')).toBe(false);
    expect(isSpoofTarget('Tutor-0')).toBe(false);
    expect(isSpoofTarget('tutor-42')).toBe(false);
  });
});

describe('startSpoof and currentSpoof', () => {
  it('is not spoofing at first', () => {
    expect(currentSpoof()).toBeNull();
    expect(currentSpoofTarget()).toBeNull();
  });

  it('remembers the target and the spoofer for this tab', () => {
    startSpoof('Tutor-42', ADMIN);
    expect(currentSpoof()).toEqual({ target: 'Tutor-42', spoofer: ADMIN });
    expect(currentSpoofTarget()).toBe('Tutor-42');
  });

  it('refuses a malformed target', () => {
    expect(() => startSpoof('Tutor-x')).toThrow('not a spoof target');
    expect(currentSpoof()).toBeNull();
  });

  it('takes the target from the URL marker, keeping the known spoofer', () => {
    startSpoof('Tutor-42', ADMIN);
    window.history.replaceState(null, '', '/tutor/schedule?spoof=Tutor-43');
    expect(currentSpoof()).toEqual({ target: 'Tutor-43', spoofer: ADMIN });
  });

  it('starts from a URL marker alone, with the spoofer unknown', () => {
    window.history.replaceState(null, '', '/tutor/schedule?date=2025-01-15&spoof=Tutor-42');
    expect(currentSpoof()).toEqual({ target: 'Tutor-42', spoofer: null });
  });

  it('ignores a malformed URL marker', () => {
    window.history.replaceState(null, '', '/tutor/schedule?spoof=Admin-1');
    expect(currentSpoof()).toBeNull();
  });
});

describe('endSpoof', () => {
  it('forgets the spoof and removes the marker from the address', () => {
    startSpoof('Tutor-42', ADMIN);
    window.history.replaceState(null, '', '/tutor/schedule?date=2025-01-15&spoof=Tutor-42');
    expect(endSpoof()).toEqual({ target: 'Tutor-42', spoofer: ADMIN });
    expect(currentSpoof()).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/tutor/schedule?date=2025-01-15',
    );
  });
});

describe('the HTTP client while spoofing', () => {
  it('sends X-Spoof-User only while a spoof is on', async () => {
    const fake = fakeFetch();
    const httpClient = createHttpClient({ fetch: fake.fetch, getSpoof: currentSpoofTarget });
    await httpClient('/api/session.json');
    startSpoof('Tutor-42', ADMIN);
    await httpClient('/api/session.json');
    endSpoof();
    await httpClient('/api/session.json');
    expect(fake.calls.map((c) => c.headers.get('X-Spoof-User'))).toEqual([null, 'Tutor-42', null]);
  });
});

describe('withSpoofMarker', () => {
  it('adds the marker to a path, keeping its query and hash', () => {
    expect(withSpoofMarker('/tutor/schedule?date=2025-01-15#x', 'Tutor-42')).toBe(
      '/tutor/schedule?date=2025-01-15&spoof=Tutor-42#x',
    );
  });

  it('removes the marker from an absolute address', () => {
    expect(withSpoofMarker('http://localhost:3000/tutor?spoof=Tutor-42', null)).toBe(
      'http://localhost:3000/tutor',
    );
  });
});

describe('spooferOf and spooferHomeUrl', () => {
  it('reads the spoofer the server names in spoofedBy', () => {
    const user = { ...authUser(), spoofedBy: { id: 1, firstName: 'Ada', lastName: 'Admin' } };
    expect(spooferOf(user)).toEqual({ id: 1, firstName: 'Ada', lastName: 'Admin' });
  });

  it('answers null for a user nobody spoofs', () => {
    expect(spooferOf(authUser())).toBeNull();
    expect(spooferOf(null)).toBeNull();
  });

  it('returns to the spoofer’s home when known, else to the root (which sends them home)', () => {
    expect(spooferHomeUrl(ADMIN)).toBe('/admin');
    expect(spooferHomeUrl(null)).toBe('/');
  });

  it('returns first to the page the spoof was started from', () => {
    expect(spooferHomeUrl({ ...ADMIN, returnUrl: '/admin/tutors/4/show' })).toBe(
      '/admin/tutors/4/show',
    );
  });
});

describe('sameOriginPath', () => {
  it('keeps a path on this origin, with its query', () => {
    expect(sameOriginPath('/admin/tutors?page=2')).toBe('/admin/tutors?page=2');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'admin',
    '/a\nb',
    7,
    null,
  ])('refuses %j, which could lead away from the product', (value) =>
    expect(sameOriginPath(value)).toBeNull(),
  );
});
