import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './I18nProvider.tsx';
import { useI18n } from './useI18n.ts';

function Sent({ email = 'a@demo.test' }: { email?: string }) {
  const { t, language } = useI18n();
  return (
    <p data-language={language}>
      {t('account.secret.sent', { email })} | {t('account.login.title')}
    </p>
  );
}

describe('I18nProvider', () => {
  it('shows the bundled English strings without loading anything', () => {
    const load = vi.fn();
    render(
      <I18nProvider language="en" app="tutor" load={load}>
        <Sent />
      </I18nProvider>,
    );
    expect(
      screen.getByText('A link to reset your password has been sent to: a@demo.test | Sign in'),
    ).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads another language and fills what it lacks from English', async () => {
    const load = vi.fn().mockResolvedValue({
      account: { secret: { sent: 'Enviado a: {email}' } },
    });
    render(
      <I18nProvider language="es" app="tutor" load={load}>
        <Sent />
      </I18nProvider>,
    );
    expect(await screen.findByText('Enviado a: a@demo.test | Sign in')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('es');
  });

  it('renders in English when the strings cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    render(
      <I18nProvider language="es" app="tutor" load={load}>
        <Sent />
      </I18nProvider>,
    );
    expect(screen.getByText(/has been sent to: a@demo.test/)).toHaveAttribute(
      'data-language',
      'es',
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('shows the key of a text nobody has', () => {
    function Missing() {
      return <p>{useI18n().t('account.nope')}</p>;
    }
    render(<Missing />);
    expect(screen.getByText('account.nope')).toBeInTheDocument();
  });
});
