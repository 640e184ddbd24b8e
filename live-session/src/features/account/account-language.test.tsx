import { describe, expect, it } from 'vitest';
import { accountLanguage, loginUrl, withLanguage } from './account-language.ts';

describe('accountLanguage', () => {
  it('takes the first language there are strings for', () => {
    expect(accountLanguage('es', 'en')).toBe('es');
    expect(accountLanguage(undefined, 'ES', 'en')).toBe('es');
    expect(accountLanguage('fr', null, 'es')).toBe('es');
  });

  it('falls back to English', () => {
    expect(accountLanguage(undefined, null, 'de')).toBe('en');
  });
});

describe('loginUrl', () => {
  it('builds the sign-in address with the given values only', () => {
    expect(loginUrl('es', { login: 'a@b.test', message: null })).toBe('/login/es?login=a%40b.test');
    expect(loginUrl('en')).toBe('/login/en');
  });
});

describe('withLanguage', () => {
  it('sets the language parameter, keeping the others', () => {
    expect(withLanguage('/secret/reset', '?reset_password_token=t&language=en', 'es')).toBe(
      '/secret/reset?reset_password_token=t&language=es',
    );
  });
});
