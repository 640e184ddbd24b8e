import { createContext } from 'react';

export type TranslateValues = Readonly<Record<string, string | number>>;

/** What screens use to show text in the user's language. */
export interface I18n {
  /** The language the strings are for (`en`, `es`). */
  language: string;
  /** The text at a dotted key (`account.secret.sent`) with `{name}` values filled in. */
  t(key: string, values?: TranslateValues): string;
  /** The text at a key if there is one: for catalogue keys that have an English fallback elsewhere. */
  lookup(key: string): string | undefined;
}

export const I18nContext = createContext<I18n | null>(null);
