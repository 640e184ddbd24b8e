import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import { confirmEmail, unlockAccount, type TokenAccount } from '@tp/data-provider';
import { AccountCard, AccountNotice, serverErrorSentence, useCountdown, useI18n } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { loginUrl } from './account-language.ts';

/** Spec §9: the setup and success screens move on after 5 seconds. */
export const SUCCESS_REDIRECT_SECONDS = 5;

/** Where a confirmed or unlocked account goes next (spec §2 "Setup flow"). */
export function nextAfterToken(
  account: TokenAccount,
  language: string,
  signedInHomeUrl: string | null,
): string {
  if (!account.hasPassword) {
    const params = new URLSearchParams({ login: account.email, language });
    if (account.resetPasswordToken) params.set('reset_password_token', account.resetPasswordToken);
    return `/setup?${params.toString()}`;
  }
  return signedInHomeUrl ?? loginUrl(language, { login: account.email });
}

type Outcome = { kind: 'verified' | 'unlocked'; account: TokenAccount };

/**
 * `/success` (spec §2). Query: confirmation_token or unlock_token, language. Consumes the
 * token, says what happened, and after 5 seconds goes on: to /setup for an account without a
 * password, else to sign-in (or home when signed in). A failure goes to sign-in with the
 * server's sentence as its message.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hasStarted = useRef(false);
  const confirmationToken = params.get('confirmation_token');
  const unlockToken = params.get('unlock_token');

  useEffect(() => {
    // The token is single-use: React's development double-run must not spend it twice.
    if (hasStarted.current) return;
    hasStarted.current = true;
    const call = confirmationToken
      ? confirmEmail(httpClient, confirmationToken).then((account) => ({
          kind: 'verified' as const,
          account,
        }))
      : unlockToken
        ? unlockAccount(httpClient, unlockToken).then((account) => ({
            kind: 'unlocked' as const,
            account,
          }))
        : Promise.reject(new Error('missing token'));
    call.then(setOutcome, (error: unknown) => {
      const message =
        confirmationToken || unlockToken
          ? serverErrorSentence(error)
          : t('account.success.missingToken');
      navigate(loginUrl(language, { message }), { replace: true });
    });
  }, [confirmationToken, unlockToken, httpClient, navigate, language, t]);

  const next = outcome ? nextAfterToken(outcome.account, language, user?.homeUrl ?? null) : null;
  const goNext = () => {
    if (next) navigate(next, { replace: true });
  };
  const secondsLeft = useCountdown(SUCCESS_REDIRECT_SECONDS, next !== null, goNext);

  return (
    <AccountCard title={t('account.success.title')}>
      {outcome && next ? (
        <AccountNotice
          status="success"
          message={t(`account.success.${outcome.kind}`, { email: outcome.account.email })}
        >
          <span>
            {outcome.account.hasPassword
              ? t('account.success.toLogin', { seconds: secondsLeft })
              : t('account.success.toSetup', { seconds: secondsLeft })}
          </span>
          <Button variant="contained" onClick={goNext} sx={{ alignSelf: 'flex-start' }}>
            {t('account.success.continueNow')}
          </Button>
        </AccountNotice>
      ) : (
        <AccountNotice
          status="processing"
          message={unlockToken ? t('account.success.unlocking') : t('account.success.verifying')}
        />
      )}
    </AccountCard>
  );
}
