import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { isOtherApp } from './after-sign-in.ts';
import { LoginFlow } from './LoginFlow.tsx';

/**
 * The app's `/login/:language` route: the sign-in screen reached by a navigation inside the
 * app (a sign-out, a signed-out visit). A page opened at that address loads the stand-alone
 * sign-in page instead (src/login-page), which shows the same LoginFlow without the app.
 */
export function LoginPage() {
  const { language } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useSignIn();
  const { httpClient } = useAppServices();
  // The back-office is another app: reaching it takes a full page load.
  const goTo = useCallback(
    (url: string) => {
      if (isOtherApp(url)) window.location.assign(url);
      else void navigate(url, { replace: true });
    },
    [navigate],
  );
  return (
    <LoginFlow
      routeLanguage={language}
      pathname={pathname}
      search={search}
      session={session}
      httpClient={httpClient}
      goTo={goTo}
    />
  );
}
