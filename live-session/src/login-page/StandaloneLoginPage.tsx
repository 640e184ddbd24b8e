import type { HttpClient } from '@tp/data-provider';
import { loginRouteLanguage } from '@tp/domain';
import { PlainToastProvider } from '@tp/ui';
import { accountLanguage } from '../features/account/account-language.ts';
import { AccountStrings } from '../features/account/AccountStrings.tsx';
import { LoginFlow } from '../features/auth/LoginFlow.tsx';
import { useStandaloneSignIn } from './useStandaloneSignIn.ts';

/** Where the page leaves for: a full page load, replacing the sign-in in the history. */
function leaveFor(url: string) {
  window.location.replace(url);
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
  return (
    <AccountStrings httpClient={httpClient} language={language}>
      <PlainToastProvider>
        <LoginWithSession {...props} />
      </PlainToastProvider>
    </AccountStrings>
  );
}
