import enAccount from './en/account.json' with { type: 'json' };
import enSchedule from './en/schedule.json' with { type: 'json' };
import enShell from './en/shell.json' with { type: 'json' };
import esAccount from './es/account.json' with { type: 'json' };

/**
 * The apps' strings (spec: sign-in-exams-and-shared §7 "GET /api/v2/locales/{lang}.json?app").
 * One JSON file per namespace and language under `locales/{language}/{namespace}.json`; a
 * language's strings for an app are its namespaces side by side, `{ account: {...}, shell:
 * {...} }`, and a key is the dotted path (`account.secret.sent`). English is complete; other
 * languages may leave keys out, which readers fill from English. Texts interpolate
 * `{name}`-style values.
 */
export interface LocaleStrings {
  [key: string]: string | LocaleStrings;
}

export const DEFAULT_LANGUAGE = 'en';
export const LOCALE_LANGUAGES = ['en', 'es'] as const;
export type LocaleLanguage = (typeof LOCALE_LANGUAGES)[number];

export const LOCALE_NAMESPACES = ['account', 'shell', 'schedule'] as const;
export type LocaleNamespace = (typeof LOCALE_NAMESPACES)[number];

/** Which namespaces each app shows; every app has the sign-in and account screens. */
export const APP_LOCALE_NAMESPACES: Readonly<Record<string, readonly LocaleNamespace[]>> = {
  tutor: ['account', 'shell', 'schedule'],
  student: ['account', 'shell'],
  parent: ['account', 'shell'],
  admin: ['account'],
  crm: ['account'],
};

type LanguageBundle = Partial<Record<LocaleNamespace, LocaleStrings>>;

const ENGLISH: LanguageBundle = { account: enAccount, shell: enShell, schedule: enSchedule };
const BUNDLES: Readonly<Record<LocaleLanguage, LanguageBundle>> = {
  en: ENGLISH,
  es: { account: esAccount },
};

export function isLocaleLanguage(value: string): value is LocaleLanguage {
  return (LOCALE_LANGUAGES as readonly string[]).includes(value);
}

function appStrings(bundle: LanguageBundle, namespaces: readonly LocaleNamespace[]) {
  const strings: LocaleStrings = {};
  for (const namespace of namespaces) {
    const texts = bundle[namespace];
    if (texts) strings[namespace] = texts;
  }
  return strings;
}

/**
 * The strings of `language` for `app`, keyed by namespace; null for a language or app there
 * are no strings for (the API answers 404). Only the namespaces the language has are present.
 */
export function localeStringsFor(language: string, app: string): LocaleStrings | null {
  const namespaces = APP_LOCALE_NAMESPACES[app];
  if (!namespaces || !isLocaleLanguage(language)) return null;
  return appStrings(BUNDLES[language], namespaces);
}

/**
 * The default language's strings for `app` (what the apps bundle and show before, or without,
 * the API's): a function of its own so that the apps' bundles, which call only this one, leave
 * the other languages' files out (they come from the API).
 */
export function defaultLocaleStringsFor(app: string): LocaleStrings | null {
  const namespaces = APP_LOCALE_NAMESPACES[app];
  return namespaces ? appStrings(ENGLISH, namespaces) : null;
}

/** The text at a dotted key (`account.secret.sent`), or null when there is none. */
export function lookupLocaleString(strings: LocaleStrings, key: string): string | null {
  let node: string | LocaleStrings | undefined = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return null;
    node = node[part];
  }
  return typeof node === 'string' ? node : null;
}

/** `text` with each `{name}` replaced by its value; a placeholder without a value stays. */
export function interpolate(
  text: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Every dotted key of a strings tree, sorted (for checks that two languages match). */
export function localeKeys(strings: LocaleStrings, prefix = ''): string[] {
  return Object.entries(strings)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : localeKeys(value, `${prefix}${key}.`),
    )
    .sort();
}
