import { useCallback } from 'react';
import { Outlet, useMatches, useSearchParams } from 'react-router';
import { I18nProvider, fetchLocaleStrings } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { LOCALE_APP, accountLanguage } from './account-language.ts';

/**
 * The frame of the sign-in and account routes: their strings, in the language of the route
 * (`/login/{language}`), the `language` query parameter or the signed-in user (spec §2).
 */
export function AccountLayout() {
  const matches = useMatches();
  const [params] = useSearchParams();
  const { user } = useSignIn();
  const { httpClient } = useAppServices();
  const routeLanguage = matches.map((match) => match.params.language).find(Boolean);
  const language = accountLanguage(routeLanguage, params.get('language'), user?.language);
  const load = useCallback(
    (wanted: string) => fetchLocaleStrings(httpClient, wanted, LOCALE_APP),
    [httpClient],
  );
  return (
    <I18nProvider language={language} app={LOCALE_APP} load={load}>
      <Outlet />
    </I18nProvider>
  );
}
