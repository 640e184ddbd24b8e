import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  FACEBOOK_SIGN_IN_PATH,
  OIDC_SIGN_IN_PATH,
  loginErrorMessage,
  readSocialSignInOptions,
  requestSignInLink,
  type LoginCredentials,
  type SocialSignInOptions,
} from '@tp/data-provider';
import { LoginScreen, useErrorToast, useI18n, useToast, type SocialSignInLink } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { accountLanguage } from '../account/account-language.ts';
import { useLanguageLinks } from '../account/useLanguageLinks.ts';
import { FullPageSpinner } from './FullPageSpinner.tsx';
import { RedirectTo } from './RedirectTo.tsx';
import { afterSignInUrl } from './after-sign-in.ts';

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
 * signs in by itself. A user already signed in goes straight to their home.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const { language: routeLanguage } = useParams();
  const { user, isLoading, signIn, refresh } = useSignIn();
  const { httpClient } = useAppServices();
  const toast = useToast();
  const toastError = useErrorToast();
  const { t, lookup, language } = useI18n();
  const languageLinks = useLanguageLinks();
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

  if (isLoading) return <FullPageSpinner label={t('account.common.loading')} />;
  if (user) {
    const destination = hasSignedInHere ? afterSignInUrl(redirectTo, user.homeUrl) : user.homeUrl;
    return <RedirectTo url={destination} />;
  }
  // A token signs in by itself: "Redirecting…" until it has worked or failed.
  if (token && !hasTokenFailed) return <FullPageSpinner label={t('account.common.redirecting')} />;
  return (
    <LoginScreen
      onPasswordSignIn={submit}
      onRequestSignInLink={isPublicSignIn(redirectTo) ? requestLink : undefined}
      initialValues={{ login: params.get('login') ?? '', password: params.get('password') ?? '' }}
      message={params.get('message')}
      socialSignIns={socialSignIns}
      forgotPasswordUrl={`/secret?language=${accountLanguage(routeLanguage)}`}
      languageLinks={languageLinks}
    />
  );
}
