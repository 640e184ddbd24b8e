import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('readCookie', () => {
  afterEach(clearCookies);

  it('returns null when the cookie is not set', () => {
    document.cookie = 'other=1; path=/';
    expect(readCookie('XSRF-TOKEN')).toBeNull();
  });

  it('returns the value of the named cookie among others', () => {
    document.cookie = 'a=1; path=/';
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    document.cookie = 'b=2; path=/';
    expect(readCookie('XSRF-TOKEN')).toBe('abc123');
  });

  it('URL-decodes the value', () => {
    document.cookie = 'XSRF-TOKEN=a%2Bb%3D%3D; path=/';
    expect(readCookie('XSRF-TOKEN')).toBe('a+b==');
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    document.cookie = 'MY-XSRF-TOKEN=nope; path=/';
    expect(readCookie('XSRF-TOKEN')).toBeNull();
  });

  it('returns the raw value when it is not valid percent-encoding', () => {
    document.cookie = 'XSRF-TOKEN=100%; path=/';
    expect(readCookie('XSRF-TOKEN')).toBe('100%');
  });
});
