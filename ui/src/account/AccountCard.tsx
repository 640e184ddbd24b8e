import type { ReactNode } from 'react';
import { useI18n } from '../i18n/useI18n.ts';
import { accountColorVariables, useAccountColorMode } from './account-colors.ts';
import './account.css';

/** A link to the same screen in another language (`/login/es`, `/secret?language=es`). */
export interface LanguageLink {
  language: string;
  label: string;
  href: string;
}

interface AccountCardProps {
  title: string;
  children: ReactNode;
  /** Links to this screen in the other languages; the current one is shown as text. */
  languageLinks?: readonly LanguageLink[];
}

/**
 * The frame of every sign-in and account screen: a centred card that fills a phone's width.
 * Plain elements styled by account.css, not MUI: the sign-in page loads without MUI.
 */
export function AccountCard({ title, children, languageLinks }: AccountCardProps) {
  const { t, language } = useI18n();
  const mode = useAccountColorMode();
  return (
    <main className="tp-account" lang={language} style={accountColorVariables(mode)}>
      <div className="tp-account-card">
        <div className="tp-account-header">
          <span className="tp-account-brand">{t('account.common.appName')}</span>
          {languageLinks && languageLinks.length > 1 ? (
            <nav className="tp-account-languages" aria-label={t('account.common.language')}>
              {languageLinks.map((link) =>
                link.language === language ? (
                  <span key={link.language} className="tp-account-current-language">
                    {link.label}
                  </span>
                ) : (
                  <a
                    key={link.language}
                    className="tp-account-link"
                    href={link.href}
                    lang={link.language}
                  >
                    {link.label}
                  </a>
                ),
              )}
            </nav>
          ) : null}
        </div>
        <h1 className="tp-account-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
