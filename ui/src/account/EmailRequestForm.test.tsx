import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailRequestForm } from './EmailRequestForm.tsx';

function renderForm(initialEmail?: string) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(
    <EmailRequestForm
      name="Forgot your password?"
      submitLabel="Send"
      onSubmit={onSubmit}
      initialEmail={initialEmail}
    />,
  );
  return onSubmit;
}

describe('EmailRequestForm', () => {
  it('sends the address trimmed', async () => {
    const onSubmit = renderForm(' ada@example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The submit waits for the schema, which loads with the form's first change or submit.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('ada@example.test'));
  });

  it('says a blank address is required and a malformed one is not an address', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("E-mail can't be blank")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('E-mail is not a valid address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
