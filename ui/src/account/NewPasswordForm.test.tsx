import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordForm } from './NewPasswordForm.tsx';

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  render(<NewPasswordForm name="Change your password" submitLabel="Save" onSubmit={onSubmit} />);
  return onSubmit;
}

const typeInto = async (label: RegExp, text: string) =>
  userEvent.type(screen.getByLabelText(label), text);

describe('NewPasswordForm', () => {
  it('sends a pair the schema accepts', async () => {
    const onSubmit = renderForm();
    await typeInto(/^Password/, 'abcdef');
    await typeInto(/Confirm password/, 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ password: 'abcdef', passwordConfirmation: 'abcdef' }),
    );
  });

  it("says each field's rule in the spec's words, without sending", async () => {
    const onSubmit = renderForm();
    await typeInto(/^Password/, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Password confirmation can't be blank")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears a field's message as one types in it", async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Password can't be blank")).toBeInTheDocument();
    await typeInto(/^Password/, 'a');
    expect(screen.queryByText("Password can't be blank")).not.toBeInTheDocument();
  });

  it("puts the server's field messages on the fields", async () => {
    const refusal = Object.assign(new Error('Validation failed'), {
      status: 422,
      body: { errors: { password: 'is too common' } },
    });
    renderForm(vi.fn().mockRejectedValue(refusal));
    await typeInto(/^Password/, 'abcdef');
    await typeInto(/Confirm password/, 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is too common')).toBeInTheDocument();
  });
});
