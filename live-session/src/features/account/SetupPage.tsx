import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { setUpPassword } from '@tp/data-provider';
import { PASSWORD_MIN_LENGTH } from '@tp/domain';
import { AccountCard, NewPasswordForm, useI18n, useToast, type NewPasswordValues } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { RedirectTo } from '../auth/RedirectTo.tsx';
import { loginUrl } from './account-language.ts';
import { useLanguageLinks } from './useLanguageLinks.ts';

/**
 * `/setup?login` (spec §2, §7): sets an account's first password (PUT /api/setup.json, with
 * the `reset_password_token` the server handed over, if any), then signs in with it
 * ("registration then login") and goes to the user's home.
 */
export function SetupPage() {
  const [params] = useSearchParams();
  const { httpClient } = useAppServices();
  const { signIn } = useSignIn();
  const { t, language } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const languageLinks = useLanguageLinks();
  const [home, setHome] = useState<string | null>(null);
  const login = params.get('login') ?? '';
  const token = params.get('reset_password_token') ?? params.get('token');

  const submit = async ({ password, passwordConfirmation }: NewPasswordValues) => {
    const user = await setUpPassword(httpClient, {
      ...(token ? { resetPasswordToken: token } : {}),
      password,
      passwordConfirmation,
    });
    toast.success(t('account.reset.success'));
    const email = login || user?.email;
    const signedIn = email ? await signIn({ login: email, password }).catch(() => null) : null;
    if (signedIn) setHome(signedIn.homeUrl);
    else navigate(loginUrl(language, { login: email }), { replace: true });
  };

  if (home) return <RedirectTo url={home} />;
  return (
    <AccountCard title={t('account.setup.title')} languageLinks={languageLinks}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('account.setup.intro', { count: PASSWORD_MIN_LENGTH, login })}
        </Typography>
        <NewPasswordForm
          name={t('account.setup.title')}
          submitLabel={t('account.setup.submit')}
          onSubmit={submit}
          username={login}
        />
        <Link href={loginUrl(language)} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('account.common.backToSignIn')}
        </Link>
      </Stack>
    </AccountCard>
  );
}
