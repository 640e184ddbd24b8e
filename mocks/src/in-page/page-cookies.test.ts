import { describe, expect, it } from 'vitest';
import { pageCookieLine } from './page-cookies.ts';

describe('pageCookieLine', () => {
  it('drops HttpOnly and Secure, which a script may not set, and keeps the rest', () => {
    expect(
      pageCookieLine('tp_auth=abc; Max-Age=1209600; Path=/; HttpOnly; Secure; SameSite=Lax'),
    ).toBe('tp_auth=abc; Max-Age=1209600; Path=/; SameSite=Lax');
  });

  it('leaves a readable cookie as it is', () => {
    expect(pageCookieLine('XSRF-TOKEN=t1; Path=/; SameSite=Lax')).toBe(
      'XSRF-TOKEN=t1; Path=/; SameSite=Lax',
    );
  });
});
