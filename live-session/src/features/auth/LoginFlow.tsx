import { useEffect, useRef, useState } from 'react';
import {
  FACEBOOK_SIGN_IN_PATH,
  OIDC_SIGN_IN_PATH,
  loginErrorMessage,
  readSocialSignInOptions,
  requestSignInLink,
  type HttpClient,
  type LoginCredentials,
  type SocialSignInOptions,
} from '@tp/data-provider';
import {
  AccountProgress,
  LoginScreen,
  useErrorToast,
  useI18n,
  useToast,
  type SocialSignInLink,
} from '@tp/ui';
import type { SignInState } from '../../sign-in/SignInContext.ts';
import { accountLanguage } from '../account/account-language.ts';
import { languageLinksFor } from '../account/language-links.ts';
import { afterSignInUrl } from './after-sign-in.ts';

/** What the sign-in screen needs of the signed-in state: the app's, or the stand-alone page's. */
export type LoginSession = Pick<SignInState, 'user' | 'isLoading' | 'signIn' | 'refresh'>;

interface LoginFlowProps {
  /** `/login/{language}`'s language, as written in the address. */
  routeLanguage: string | undefined;
  pathname: string;
  /** The address's query, with its `?` (or empty). */
  search: string;
  session: LoginSession;
  httpClient: HttpClient;
  /** Leaves the page for a URL (replacing it in the history). */
  goTo(url: string): void;
}

/**
 * The e-mail sign-in belongs to the public address (spec §2): not when the visitor was sent
 * here from inside an app, which `redirectTo` says.
 */
export function isPublicSignIn(redirectTo: string | null): boolean {
  return !redirectTo || redirectTo === '/';
}

/**
 * `/login/:language` (spec: sign-in §2). Query: `login` and `password` prefill the form,
 * `message` is shown above it, `redirectTo` is where a successful sign-in leads, and `token`
 * signs in by itself. A user already signed in goes straight to their home. The app's route
 * and the stand-alone sign-in page (src/login-page) both show it.
 */
export function LoginFlow({
  routeLanguage,
  pathname,
  search,
  session,
  httpClient,
  goTo,
}: LoginFlowProps) {
  const params = new URLSearchParams(search);
  const { user, isLoading, signIn, refresh } = session;
  const toast = useToast();
  const toastError = useErrorToast();
  const { t, lookup, language } = useI18n();
  // Set before the user is, so the signed-in render knows to honour redirectTo.
  const [hasSignedInHere, setHasSignedInHere] = useState(false);
  const [social, setSocial] = useState<SocialSignInOptions>({ facebook: false, oidc: null });
  const token = params.get('token');
  const redirectTo = params.get('redirectTo');
  const hasTriedToken = useRef(false);
  const [hasTokenFailed, setHasTokenFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void readSocialSignInOptions(httpClient).then((options) => {
      if (isCurrent) setSocial(options);
    });
    return () => {
      isCurrent = false;
    };
  }, [httpClient]);

  // A social sign-in finishes in the window it opened: back here, the page asks again who is
  // signed in, and goes home once that window has signed the browser in.
  useEffect(() => {
    if (!social.facebook && !social.oidc) return;
    const checkAgain = () => void refresh().catch(() => undefined);
    window.addEventListener('focus', checkAgain);
    return () => window.removeEventListener('focus', checkAgain);
  }, [social, refresh]);

  const destination = user
    ? hasSignedInHere
      ? afterSignInUrl(redirectTo, user.homeUrl)
      : user.homeUrl
    : null;
  useEffect(() => {
    if (destination) goTo(destination);
  }, [destination, goTo]);

  const socialSignIns: SocialSignInLink[] = [
    ...(social.facebook
      ? [{ url: FACEBOOK_SIGN_IN_PATH, label: t('account.login.facebook') }]
      : []),
    ...(social.oidc
      ? [
          {
            url: OIDC_SIGN_IN_PATH,
            label: t('account.login.signInWith', { name: social.oidc.name }),
          },
        ]
      : []),
  ];

  const submit = async (credentials: LoginCredentials) => {
    setHasSignedInHere(true);
    try {
      await signIn(credentials);
    } catch (error) {
      setHasSignedInHere(false);
      // Spec §8 "Sign-in": a sentence as the server wrote it, a key translated under login.
      const notice = loginErrorMessage(error, (key) => lookup(`account.${key}`), language);
      toast.error(notice.message, notice.title);
      throw error;
    }
  };

  const requestLink = async (email: string) => {
    try {
      const answer = await requestSignInLink(httpClient, email);
      // Spec §4: 'ok' is a warning toast with the server's message, anything else an error.
      if (answer.status === 'ok') toast.warning(answer.message);
      else toast.error(answer.message);
    } catch (error) {
      toastError(error);
      throw error;
    }
  };

  useEffect(() => {
    if (!token || isLoading || user || hasTriedToken.current) return;
    hasTriedToken.current = true;
    submit({ token }).catch(() => setHasTokenFailed(true));
  });

  if (isLoading) return <AccountProgress fullPage label={t('account.common.loading')} />;
  // A token signs in by itself: "Redirecting…" until it has worked or failed.
  if (destination || (token && !hasTokenFailed))
    return <AccountProgress fullPage label={t('account.common.redirecting')} />;
  return (
    <LoginScreen
      onPasswordSignIn={submit}
      onRequestSignInLink={isPublicSignIn(redirectTo) ? requestLink : undefined}
      initialValues={{ login: params.get('login') ?? '', password: params.get('password') ?? '' }}
      message={params.get('message')}
      socialSignIns={socialSignIns}
      forgotPasswordUrl={`/secret?language=${accountLanguage(routeLanguage)}`}
      languageLinks={languageLinksFor(pathname, search, t)}
    />
  );
}
