import { useCallback } from 'react';
import type { HttpClient } from '@tp/data-provider';
import { I18nProvider, PlainToastProvider, fetchLocaleStrings } from '@tp/ui';
import { LOCALE_APP, accountLanguage } from '../features/account/account-language.ts';
import { LoginFlow } from '../features/auth/LoginFlow.tsx';
import { useStandaloneSignIn } from './useStandaloneSignIn.ts';

/** Where the page leaves for: a full page load, replacing the sign-in in the history. */
function leaveFor(url: string) {
  window.location.replace(url);
}

/**
 * `/login/{language}`'s language as written (`/login/es` → es), or undefined for `/login` and
 * for a segment that is no text (a malformed escape): the page is then in English.
 */
export function loginRouteLanguage(pathname: string): string | undefined {
  const segment = pathname.split('/')[2];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The address the page shows: `/login` is the English sign-in (spec: sign-in §2). */
export function signInPathOf(pathname: string): string {
  return pathname.replace(/\/+$/, '') === '/login' ? '/login/en' : pathname;
}

function LoginWithSession({
  httpClient,
  pathname,
  search,
  leave = leaveFor,
}: StandaloneLoginPageProps) {
  const session = useStandaloneSignIn(httpClient);
  return (
    <LoginFlow
      routeLanguage={loginRouteLanguage(pathname)}
      pathname={pathname}
      search={search}
      session={session}
      httpClient={httpClient}
      goTo={leave}
    />
  );
}

interface StandaloneLoginPageProps {
  httpClient: HttpClient;
  pathname: string;
  search: string;
  /** How the page leaves for a URL; a full page load unless a test watches it. */
  leave?: (url: string) => void;
}

/**
 * The sign-in page as a page of its own (login.html): what `/login/{language}` loads when it is
 * opened from outside the app. React, its strings and the form, without MUI, the router or the
 * app's screens; a successful sign-in loads the app at the user's home or `redirectTo`.
 */
export function StandaloneLoginPage(props: StandaloneLoginPageProps) {
  const { httpClient, pathname } = props;
  const language = accountLanguage(
    loginRouteLanguage(pathname),
    new URLSearchParams(props.search).get('language'),
  );
  const load = useCallback(
    (wanted: string) => fetchLocaleStrings(httpClient, wanted, LOCALE_APP),
    [httpClient],
  );
  return (
    <I18nProvider language={language} app={LOCALE_APP} load={load}>
      <PlainToastProvider>
        <LoginWithSession {...props} />
      </PlainToastProvider>
    </I18nProvider>
  );
}
