import { useContext } from 'react';
import {
  DEFAULT_LANGUAGE,
  defaultLocaleStringsFor,
  interpolate,
  lookupLocaleString,
} from '@tp/domain';
import { I18nContext, type I18n } from './I18nContext.ts';

// Outside any provider the screens read the bundled English strings of every namespace.
const englishOnly: I18n = (() => {
  const strings = defaultLocaleStringsFor('tutor') ?? {};
  const lookup = (key: string) => lookupLocaleString(strings, key) ?? undefined;
  return {
    language: DEFAULT_LANGUAGE,
    lookup,
    t: (key, values) => interpolate(lookup(key) ?? key, values),
  };
})();

/** The nearest I18nProvider's strings; English when there is none. */
export function useI18n(): I18n {
  return useContext(I18nContext) ?? englishOnly;
}
