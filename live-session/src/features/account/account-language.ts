import { DEFAULT_LANGUAGE, isLocaleLanguage, type LocaleLanguage } from '@tp/domain';

/** The strings of the sign-in and account screens' app. */
export const LOCALE_APP = 'tutor';

/**
 * The language of a sign-in or account screen (spec §2): the route's `/login/{language}`, else
 * the `language` query parameter, else the signed-in user's, else English. A language there
 * are no strings for counts as not given.
 */
export function accountLanguage(
  ...candidates: ReadonlyArray<string | null | undefined>
): LocaleLanguage {
  for (const candidate of candidates) {
    const language = candidate?.trim().toLowerCase();
    if (language && isLocaleLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The sign-in address in a language, with optional query values (empty ones left out). */
export function loginUrl(
  language: string,
  query: Readonly<Record<string, string | null | undefined>> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return `/login/${language}${search ? `?${search}` : ''}`;
}

/** `path?query` with the `language` parameter set: the same account screen in another language. */
export function withLanguage(pathname: string, search: string, language: string): string {
  const params = new URLSearchParams(search);
  params.set('language', language);
  return `${pathname}?${params.toString()}`;
}
