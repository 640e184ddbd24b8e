import { useState } from 'react';
import { useI18n } from '../i18n/useI18n.ts';
import { AccountAlert } from './AccountAlert.tsx';
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
      <div className="tp-account-stack">
        {message ? <AccountAlert severity="info">{message}</AccountAlert> : null}
        {showsEmailLink ? (
          <>
            <p className="tp-account-secondary">{t('account.login.emailLinkIntro')}</p>
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
          <button
            type="button"
            className="tp-account-button tp-account-button-text"
            onClick={() => setUsesEmailLink((current) => !current)}
          >
            {showsEmailLink ? t('account.login.usePassword') : t('account.login.useEmailLink')}
          </button>
        ) : null}
        {socialSignIns.length > 0 ? <hr className="tp-account-divider" /> : null}
        {socialSignIns.map((link) => (
          <a
            key={link.url}
            className="tp-account-button tp-account-button-outlined"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label}
          </a>
        ))}
        <a className="tp-account-link tp-account-centered" href={forgotPasswordUrl}>
          {t('account.login.forgotPassword')}
        </a>
      </div>
    </AccountCard>
  );
}
