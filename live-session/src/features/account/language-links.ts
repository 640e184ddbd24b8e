import { LOCALE_LANGUAGES } from '@tp/domain';
import type { LanguageLink } from '@tp/ui';
import { withLanguage } from './account-language.ts';

const LABEL_KEYS: Readonly<Record<string, string>> = {
  en: 'account.common.english',
  es: 'account.common.spanish',
};

/**
 * A screen's address in each language: `/login/{language}` keeps its query, the other screens
 * take a `language` parameter.
 */
export function languageLinksFor(
  pathname: string,
  search: string,
  t: (key: string) => string,
): LanguageLink[] {
  return LOCALE_LANGUAGES.map((language) => ({
    language,
    label: t(LABEL_KEYS[language] ?? language),
    href: pathname.startsWith('/login/')
      ? `/login/${language}${search}`
      : withLanguage(pathname, search, language),
  }));
}
