import { describe, expect, it } from 'vitest';
import { CATALOGUE_TEXTS } from '../error-catalogue.ts';
import enAccount from './en/account.json' with { type: 'json' };
import esAccount from './es/account.json' with { type: 'json' };
import {
  APP_LOCALE_NAMESPACES,
  DEFAULT_LANGUAGE,
  defaultLocaleStringsFor,
  interpolate,
  localeKeys,
  localeStringsFor,
  lookupLocaleString,
  type LocaleStrings,
} from './index.ts';

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

describe('the account screens in English and Spanish', () => {
  it('have the same keys', () => {
    expect(localeKeys(esAccount)).toEqual(localeKeys(enAccount));
  });

  it('use the same placeholders in each text', () => {
    for (const key of localeKeys(enAccount)) {
      const en = lookupLocaleString(enAccount, key) ?? '';
      const es = lookupLocaleString(esAccount, key) ?? '';
      expect({ key, placeholders: placeholders(es) }).toEqual({
        key,
        placeholders: placeholders(en),
      });
    }
  });

  it('have no empty text', () => {
    for (const strings of [enAccount, esAccount] as LocaleStrings[]) {
      for (const key of localeKeys(strings)) {
        expect(lookupLocaleString(strings, key)?.trim(), key).not.toBe('');
      }
    }
  });
});

describe('the spec’s sentences', () => {
  it.each([
    ['account.common.formErrors', 'Please fix the errors on the form.'],
    ['account.common.error', 'Error'],
    ['account.secret.sentTitle', 'Password Reset'],
    ['account.secret.sent', 'A link to reset your password has been sent to: {email}'],
    ['account.reset.success', 'Successfully set password'],
    [
      'account.verification.sent',
      'Instructions for verifying your email have been sent to {email}',
    ],
    ['account.spoof.bar', 'You are spoofing {name}'],
    ['account.spoof.returnToDashboard', 'Return to dashboard'],
    ['account.session.permissionChangeTitle', 'Permission Change'],
  ])('%s reads "%s" in English', (key, text) => {
    expect(lookupLocaleString(localeStringsFor('en', 'tutor') ?? {}, key)).toBe(text);
  });
});

describe('the error catalogue in the account strings', () => {
  it.each(Object.entries(CATALOGUE_TEXTS))(
    'has %s in English as the catalogue says it',
    (key, text) => {
      expect(lookupLocaleString(enAccount, key)).toBe(text);
    },
  );
});

describe('localeStringsFor', () => {
  it('gives the tutor app its namespaces', () => {
    expect(Object.keys(localeStringsFor('en', 'tutor') ?? {})).toEqual([
      'account',
      'shell',
      'schedule',
    ]);
  });

  it('gives only the namespaces a language has', () => {
    expect(Object.keys(localeStringsFor('es', 'tutor') ?? {})).toEqual(['account']);
  });

  it('answers null for an unknown language or app', () => {
    expect(localeStringsFor('fr', 'tutor')).toBeNull();
    expect(localeStringsFor('en', 'nope')).toBeNull();
  });
});

describe('defaultLocaleStringsFor', () => {
  it('gives each app the default language’s strings, as the API does', () => {
    for (const app of Object.keys(APP_LOCALE_NAMESPACES))
      expect(defaultLocaleStringsFor(app)).toEqual(localeStringsFor(DEFAULT_LANGUAGE, app));
  });

  it('answers null for an unknown app', () => {
    expect(defaultLocaleStringsFor('nope')).toBeNull();
  });
});

describe('lookupLocaleString', () => {
  it('answers null for a missing key or a key naming a group', () => {
    const strings = { account: { login: { title: 'Sign in' } } };
    expect(lookupLocaleString(strings, 'account.login.title')).toBe('Sign in');
    expect(lookupLocaleString(strings, 'account.login')).toBeNull();
    expect(lookupLocaleString(strings, 'account.login.title.x')).toBeNull();
    expect(lookupLocaleString(strings, 'nope')).toBeNull();
  });
});

describe('interpolate', () => {
  it('replaces each {name} with its value', () => {
    expect(interpolate('Sent to {email} in {seconds}s', { email: 'a@b.c', seconds: 5 })).toBe(
      'Sent to a@b.c in 5s',
    );
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(interpolate('Hi {name}', {})).toBe('Hi {name}');
  });
});
