import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPassword } from '@tp/data-provider';
import { PASSWORD_MIN_LENGTH } from '@tp/domain';
import {
  AccountCard,
  AccountNotice,
  NewPasswordForm,
  useI18n,
  useToast,
  type NewPasswordValues,
} from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { RedirectTo } from '../auth/RedirectTo.tsx';
import { loginUrl } from './account-language.ts';
import { useLanguageLinks } from './useLanguageLinks.ts';

/**
 * `/secret/reset` (spec §2). Query: reset_password_token, first_name, last_name, username,
 * language. Saves the new password ('Successfully set password'), then signs in with it when
 * the login is known, or opens sign-in with the login filled in.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const { httpClient } = useAppServices();
  const { signIn } = useSignIn();
  const { t, language } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const languageLinks = useLanguageLinks();
  const token = params.get('reset_password_token');
  const username = params.get('username') ?? '';
  const [home, setHome] = useState<string | null>(null);
  const name = [params.get('first_name'), params.get('last_name')].filter(Boolean).join(' ');

  const submit = async ({ password, passwordConfirmation }: NewPasswordValues) => {
    const user = await resetPassword(httpClient, {
      resetPasswordToken: token ?? '',
      password,
      passwordConfirmation,
    });
    toast.success(t('account.reset.success'));
    const login = username || user?.email;
    if (login) {
      const signedIn = await signIn({ login, password }).catch(() => null);
      if (signedIn) {
        setHome(signedIn.homeUrl);
        return;
      }
    }
    navigate(loginUrl(language, { login }), { replace: true });
  };

  if (home) return <RedirectTo url={home} />;
  return (
    <AccountCard title={t('account.reset.title')} languageLinks={languageLinks}>
      <Stack spacing={2}>
        {token ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {name && username
                ? t('account.reset.greeting', { name, username })
                : t('account.reset.intro', { count: PASSWORD_MIN_LENGTH })}
            </Typography>
            <NewPasswordForm
              name={t('account.reset.title')}
              submitLabel={t('account.reset.submit')}
              onSubmit={submit}
              username={username}
            />
          </>
        ) : (
          <AccountNotice status="error" message={t('account.reset.missingToken')}>
            <Link href={`/secret?language=${language}`} variant="body2">
              {t('account.reset.requestNew')}
            </Link>
          </AccountNotice>
        )}
        <Link href={loginUrl(language)} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('account.common.backToSignIn')}
        </Link>
      </Stack>
    </AccountCard>
  );
}
