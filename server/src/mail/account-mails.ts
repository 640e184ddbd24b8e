import { ACCOUNT_TOKEN_LIFETIME_MS, describeLifetime } from '@tp/domain';
import type { MailMessage } from './mailer.ts';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

interface MailParts {
  to: string;
  subject: string;
  greetingName: string;
  /** Paragraphs before the link. */
  intro: string[];
  linkLabel: string;
  url: string;
  /** Paragraphs after the link. */
  outro: string[];
}

/** One layout for every account mail: a greeting, a few paragraphs, one link, plain and HTML. */
function compose(parts: MailParts): MailMessage {
  const greeting = parts.greetingName.trim() ? `Hello ${parts.greetingName.trim()},` : 'Hello,';
  const text = [greeting, ...parts.intro, parts.url, ...parts.outro].join('\n\n') + '\n';
  const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #222">',
    paragraph(greeting),
    ...parts.intro.map(paragraph),
    `<p><a href="${escapeHtml(parts.url)}" style="display: inline-block; padding: 10px 16px; background: #1565c0; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(parts.linkLabel)}</a></p>`,
    `<p style="font-size: 13px; color: #555">If the button does not work, copy this address into your browser:<br>${escapeHtml(parts.url)}</p>`,
    ...parts.outro.map(paragraph),
    '</body></html>',
  ].join('\n');
  return { to: parts.to, subject: parts.subject, text, html, historyKind: 'Account' };
}

const lifetime = (kind: keyof typeof ACCOUNT_TOKEN_LIFETIME_MS) =>
  describeLifetime(ACCOUNT_TOKEN_LIFETIME_MS[kind]);

export interface AccountMailInput {
  to: string;
  firstName: string;
  url: string;
}

export function resetPasswordMail(input: AccountMailInput): MailMessage {
  return compose({
    to: input.to,
    subject: 'Reset password instructions',
    greetingName: input.firstName,
    intro: [
      `Someone (we hope you) asked to set a new password for the account of ${input.to}. Open this link to choose it:`,
    ],
    linkLabel: 'Choose a new password',
    url: input.url,
    outro: [
      `The link works once, within ${lifetime('reset_password')}.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
  });
}

export function confirmationMail(input: AccountMailInput): MailMessage {
  return compose({
    to: input.to,
    subject: 'Confirmation instructions',
    greetingName: input.firstName,
    intro: [`Please confirm that ${input.to} is your e-mail address by opening this link:`],
    linkLabel: 'Confirm my e-mail address',
    url: input.url,
    outro: [
      `The link works once, within ${lifetime('confirmation')}.`,
      'If you did not expect this e-mail, you can ignore it.',
    ],
  });
}

export function unlockMail(input: AccountMailInput): MailMessage {
  return compose({
    to: input.to,
    subject: 'Unlock instructions',
    greetingName: input.firstName,
    intro: [
      'Your account has been locked, usually after too many unsuccessful sign-in attempts. Open this link to unlock it:',
    ],
    linkLabel: 'Unlock my account',
    url: input.url,
    outro: [
      `The link works once, within ${lifetime('unlock')}. You can ask for a new one on the Unlock account page.`,
      'If the failed attempts were not yours, consider choosing a new password once you are back in.',
    ],
  });
}

export function signInLinkMail(input: AccountMailInput): MailMessage {
  return compose({
    to: input.to,
    subject: 'Your sign-in link',
    greetingName: input.firstName,
    intro: ['Open this link to sign in:'],
    linkLabel: 'Sign in',
    url: input.url,
    outro: [
      `The link works once, within ${lifetime('sign_in')}.`,
      'If you did not ask to sign in, you can ignore this e-mail.',
    ],
  });
}
