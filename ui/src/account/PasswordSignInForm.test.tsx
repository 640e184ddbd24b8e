import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordSignInForm } from './PasswordSignInForm.tsx';

describe('PasswordSignInForm', () => {
  it('sends the e-mail trimmed and the password as typed', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <PasswordSignInForm
        onSubmit={onSubmit}
        initialValues={{ login: ' tutor@demo.test ', password: ' demo1234' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The submit waits for the schema, which loads with the form's first change or submit.
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ login: 'tutor@demo.test', password: ' demo1234' }),
    );
  });

  it('asks for both fields, without sending', async () => {
    const onSubmit = vi.fn();
    render(<PasswordSignInForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(screen.getByText("E-mail can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Password can't be blank")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
