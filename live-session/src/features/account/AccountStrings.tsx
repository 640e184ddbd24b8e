import { useCallback, type ReactNode } from 'react';
import type { HttpClient } from '@tp/data-provider';
import { I18nProvider, fetchLocaleStrings } from '@tp/ui';
import { LOCALE_APP } from './account-language.ts';

/** The sign-in and account screens' strings in `language`, fetched from the API when not English. */
export function AccountStrings({
  httpClient,
  language,
  children,
}: {
  httpClient: HttpClient;
  language: string;
  children: ReactNode;
}) {
  const load = useCallback(
    (wanted: string) => fetchLocaleStrings(httpClient, wanted, LOCALE_APP),
    [httpClient],
  );
  return (
    <I18nProvider language={language} app={LOCALE_APP} load={load}>
      {children}
    </I18nProvider>
  );
}
