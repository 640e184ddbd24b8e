import { useLocation } from 'react-router';
import { useI18n } from '@tp/ui';
import { languageLinksFor } from './language-links.ts';

/** This screen's address in each language (language-links.ts), for the current route. */
export function useLanguageLinks() {
  const { pathname, search } = useLocation();
  const { t } = useI18n();
  return languageLinksFor(pathname, search, t);
}
