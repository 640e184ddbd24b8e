import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm } from './SignInForm.tsx';

describe('SignInForm', () => {
  it('submits the e-mail and password', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'tutor@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ login: 'tutor@demo.test', password: 'demo1234' });
  });

  it('asks to fix the form when a field is blank, without submitting', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'tutor@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(screen.getByText("Password can't be blank")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a processing state while signing in', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <SignInForm
        onSubmit={onSubmit}
        initialValues={{ login: 'tutor@demo.test', password: 'demo1234' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('leaves the processing state when signing in fails', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('Invalid login or password.'));
    render(
      <SignInForm
        onSubmit={onSubmit}
        initialValues={{ login: 'tutor@demo.test', password: 'wrong' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('links to the password instructions', () => {
    render(<SignInForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/secret',
    );
  });
});
