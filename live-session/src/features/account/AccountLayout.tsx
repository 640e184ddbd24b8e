import { Outlet, useMatches, useSearchParams } from 'react-router';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { accountLanguage } from './account-language.ts';
import { AccountStrings } from './AccountStrings.tsx';

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
  return (
    <AccountStrings httpClient={httpClient} language={language}>
      <Outlet />
    </AccountStrings>
  );
}
