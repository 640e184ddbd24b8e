import { describe, expect, it } from 'vitest';
import { accountLinks, type LinkRecipient } from './account-links.ts';
import {
  confirmationMail,
  resetPasswordMail,
  signInLinkMail,
  unlockMail,
} from './account-mails.ts';

const ADA: LinkRecipient = {
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  language: 'es',
};

describe('account links', () => {
  it('point at the live-session pages with the spec’s query parameters', () => {
    const base = 'https://tp.example.test/';
    expect(accountLinks.resetPassword(base, 'T', ADA)).toBe(
      'https://tp.example.test/secret/reset?reset_password_token=T&first_name=Ada&last_name=Lovelace&username=ada%40example.test&language=es',
    );
    expect(accountLinks.confirmation(base, 'T', ADA)).toBe(
      'https://tp.example.test/success?confirmation_token=T&language=es',
    );
    expect(accountLinks.unlock(base, 'T', ADA)).toBe(
      'https://tp.example.test/success?unlock_token=T&language=es',
    );
    expect(accountLinks.signIn(base, 'T', ADA)).toBe('https://tp.example.test/login/es?token=T');
  });

  it('fall back to English for a language that is not a plain code', () => {
    expect(accountLinks.signIn('http://x.test', 'T', { ...ADA, language: '../admin' })).toBe(
      'http://x.test/login/en?token=T',
    );
  });
});

describe('account mails', () => {
  const url = 'https://tp.example.test/success?unlock_token=T&language=en';

  it('have the plain subjects and say how long the link works', () => {
    const input = { to: 'ada@example.test', firstName: 'Ada', url };
    expect(resetPasswordMail(input).subject).toBe('Reset password instructions');
    expect(confirmationMail(input).subject).toBe('Confirmation instructions');
    expect(unlockMail(input).subject).toBe('Unlock instructions');
    expect(signInLinkMail(input).subject).toBe('Your sign-in link');
    expect(signInLinkMail(input).text).toContain('within 15 minutes');
    expect(unlockMail(input).text).toContain('within 1 day');
  });

  it('put the link alone on its line in the text and as an escaped href in the HTML', () => {
    const mail = unlockMail({ to: 'ada@example.test', firstName: 'Ada', url });
    expect(mail.text.split('\n')).toContain(url);
    expect(mail.html).toContain(
      'href="https://tp.example.test/success?unlock_token=T&amp;language=en"',
    );
  });

  it('escape names in the HTML', () => {
    const mail = confirmationMail({
      to: 'x@example.test',
      firstName: '<script>alert(1)</script>',
      url,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('greet without a name when there is none', () => {
    expect(signInLinkMail({ to: 'x@example.test', firstName: ' ', url }).text).toMatch(/^Hello,\n/);
  });
});
