export { I18nProvider, type LoadLocaleStrings } from './I18nProvider.tsx';
export type { I18n, TranslateValues } from './I18nContext.ts';
export { useI18n } from './useI18n.ts';
export { fetchLocaleStrings, localePath } from './locale-api.ts';
