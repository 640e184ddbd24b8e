import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '../i18n/useI18n.ts';
import { AccountCard, type LanguageLink } from './AccountCard.tsx';
import { EmailRequestForm } from './EmailRequestForm.tsx';
import { PasswordSignInForm, type PasswordSignInValues } from './PasswordSignInForm.tsx';

export interface SocialSignInLink {
  url: string;
  /** The button's words, e.g. "Sign in with Facebook". */
  label: string;
}

interface LoginScreenProps {
  onPasswordSignIn(values: PasswordSignInValues): Promise<void>;
  /**
   * Asks for an e-mailed sign-in link. Without it the e-mail form and its toggle are not
   * offered: they belong to the public address only (spec §2).
   */
  onRequestSignInLink?: (email: string) => Promise<void>;
  initialValues?: Partial<PasswordSignInValues>;
  /** The `message` query parameter, shown above the form. */
  message?: string | null;
  /**
   * The social sign-in links (Facebook, an OpenID Connect provider), each opened in a new
   * window; none when the deployment has none.
   */
  socialSignIns?: readonly SocialSignInLink[];
  forgotPasswordUrl: string;
  languageLinks?: readonly LanguageLink[];
}

/**
 * `/login/{language}` (spec §2): the password form, or the e-mail single-sign-in form behind a
 * toggle, the social sign-in link and the link to the password instructions.
 */
export function LoginScreen({
  onPasswordSignIn,
  onRequestSignInLink,
  initialValues,
  message,
  socialSignIns = [],
  forgotPasswordUrl,
  languageLinks,
}: LoginScreenProps) {
  const { t } = useI18n();
  const [usesEmailLink, setUsesEmailLink] = useState(false);
  const showsEmailLink = usesEmailLink && onRequestSignInLink !== undefined;
  return (
    <AccountCard title={t('account.login.title')} languageLinks={languageLinks}>
      <Stack spacing={2}>
        {message ? <Alert severity="info">{message}</Alert> : null}
        {showsEmailLink ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('account.login.emailLinkIntro')}
            </Typography>
            <EmailRequestForm
              name={t('account.login.sendLink')}
              submitLabel={t('account.login.sendLink')}
              initialEmail={initialValues?.login}
              onSubmit={onRequestSignInLink}
            />
          </>
        ) : (
          <PasswordSignInForm onSubmit={onPasswordSignIn} initialValues={initialValues} />
        )}
        {onRequestSignInLink ? (
          <Button variant="text" onClick={() => setUsesEmailLink((current) => !current)}>
            {showsEmailLink ? t('account.login.usePassword') : t('account.login.useEmailLink')}
          </Button>
        ) : null}
        {socialSignIns.length > 0 ? <Divider /> : null}
        {socialSignIns.map((link) => (
          <Button
            key={link.url}
            variant="outlined"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label}
          </Button>
        ))}
        <Link href={forgotPasswordUrl} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('account.login.forgotPassword')}
        </Link>
      </Stack>
    </AccountCard>
  );
}
