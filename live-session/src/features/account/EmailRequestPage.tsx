import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  requestPasswordReset,
  requestUnlock,
  resendConfirmation,
  type HttpClient,
} from '@tp/data-provider';
import { AccountCard, AccountNotice, EmailRequestForm, useI18n, useToast } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { loginUrl } from './account-language.ts';
import { useLanguageLinks } from './useLanguageLinks.ts';

/** The screens that ask only for an e-mail, by their key in the account strings. */
export type EmailRequestKind = 'secret' | 'verification' | 'unlock';

/** The call that mails each screen's instructions. */
const SEND: Record<EmailRequestKind, (httpClient: HttpClient, email: string) => Promise<void>> = {
  secret: requestPasswordReset,
  verification: resendConfirmation,
  unlock: requestUnlock,
};

/**
 * `/secret`, `/verification?email`, `/unlock` (spec §2): one e-mail field that mails
 * instructions, then says where they went ('A link to reset your password has been sent to:
 * {email}' titled 'Password Reset', and the like) as a toast and on the screen.
 */
export function EmailRequestPage({ kind }: { kind: EmailRequestKind }) {
  const [params] = useSearchParams();
  const { httpClient } = useAppServices();
  const { t, language } = useI18n();
  const toast = useToast();
  const languageLinks = useLanguageLinks();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (email: string) => {
    await SEND[kind](httpClient, email);
    const message = t(`account.${kind}.sent`, { email });
    toast.success(message, t(`account.${kind}.sentTitle`));
    setSentTo(email);
  };

  return (
    <AccountCard title={t(`account.${kind}.title`)} languageLinks={languageLinks}>
      <Stack spacing={2}>
        {sentTo ? (
          <AccountNotice
            status="success"
            title={t(`account.${kind}.sentTitle`)}
            message={t(`account.${kind}.sent`, { email: sentTo })}
          />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t(`account.${kind}.intro`)}
            </Typography>
            <EmailRequestForm
              name={t(`account.${kind}.title`)}
              submitLabel={t(`account.${kind}.submit`)}
              initialEmail={params.get('email') ?? params.get('login') ?? ''}
              onSubmit={submit}
            />
          </>
        )}
        <Link href={loginUrl(language)} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('account.common.backToSignIn')}
        </Link>
      </Stack>
    </AccountCard>
  );
}
