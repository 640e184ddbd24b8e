import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_LANGUAGE,
  defaultLocaleStringsFor,
  interpolate,
  lookupLocaleString,
  type LocaleStrings,
} from '@tp/domain';
import { I18nContext, type I18n } from './I18nContext.ts';

/** Loads the strings of a language; rejecting leaves the screens in English. */
export type LoadLocaleStrings = (language: string) => Promise<LocaleStrings>;

interface I18nProviderProps {
  language: string;
  /** The app whose bundled English strings are the fallback (`tutor`). */
  app: string;
  /**
   * Fetches a language's strings (GET /api/v2/locales/{lang}.json?app=). English is bundled
   * with the app and complete, so it is not fetched: screens render at once, and render even
   * when the call fails. Without `load` only English is available.
   */
  load?: LoadLocaleStrings;
  children: ReactNode;
}

const EMPTY: LocaleStrings = {};

/** Gives the screens below `t()` for `language`, English filling whatever is missing. */
export function I18nProvider({ language, app, load, children }: I18nProviderProps) {
  const fallback = useMemo(() => defaultLocaleStringsFor(app) ?? EMPTY, [app]);
  const needsLoading = language !== DEFAULT_LANGUAGE && load !== undefined;
  const [loaded, setLoaded] = useState<{ language: string; strings: LocaleStrings } | null>(null);

  useEffect(() => {
    if (!needsLoading || !load) return;
    let isCurrent = true;
    load(language).then(
      (strings) => {
        if (isCurrent) setLoaded({ language, strings });
      },
      (error: unknown) => console.warn(`Strings for "${language}" not loaded: ${String(error)}`),
    );
    return () => {
      isCurrent = false;
    };
  }, [language, load, needsLoading]);

  const strings = loaded?.language === language ? loaded.strings : null;
  const i18n = useMemo<I18n>(() => {
    const lookup = (key: string) =>
      (strings ? lookupLocaleString(strings, key) : null) ??
      lookupLocaleString(fallback, key) ??
      undefined;
    return {
      // The language asked for, even while its strings load: links and routes follow it.
      language,
      lookup,
      t: (key, values) => interpolate(lookup(key) ?? key, values),
    };
  }, [strings, fallback, language]);

  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}
