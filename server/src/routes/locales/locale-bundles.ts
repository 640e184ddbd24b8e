import {
  APP_LOCALE_NAMESPACES,
  DEFAULT_LANGUAGE,
  LOCALE_LANGUAGES,
  localeStringsFor,
  type LocaleStrings,
} from '@tp/domain';
import { withFallback } from './merge-strings.ts';

/** The languages served, each named in itself (for a language picker). */
export function availableLocales(): { code: string; name: string }[] {
  return LOCALE_LANGUAGES.map((code) => {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return { code, name: name.charAt(0).toLocaleUpperCase(code) + name.slice(1) };
  });
}

/** The apps whose strings the locale endpoint serves (`?app=`). */
export function localeApps(): string[] {
  return Object.keys(APP_LOCALE_NAMESPACES);
}

const cache = new Map<string, LocaleStrings | null>();

/**
 * The strings of `language` for `app` (every app's when `app` is null), English filling the
 * keys the language lacks; null for a language or app there are none for. The bundles are
 * part of the build, so each answer is computed once.
 */
export function localeBundle(language: string, app: string | null): LocaleStrings | null {
  const key = `${language}|${app ?? '*'}`;
  if (cache.has(key)) return cache.get(key)!;
  const apps = app === null ? localeApps() : [app];
  let bundle: LocaleStrings | null = null;
  for (const name of apps) {
    const own = localeStringsFor(language, name);
    const english = localeStringsFor(DEFAULT_LANGUAGE, name);
    if (own === null || english === null) {
      bundle = null;
      break;
    }
    bundle = { ...(bundle ?? {}), ...withFallback(own, english) };
  }
  cache.set(key, bundle);
  return bundle;
}
