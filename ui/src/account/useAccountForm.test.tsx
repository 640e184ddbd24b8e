import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emailFields, SERVER_ERROR_MESSAGE } from '@tp/domain';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { useAccountForm, type SchemaLoader } from './useAccountForm.ts';

function EmailForm({
  load,
  onSend,
}: {
  load: SchemaLoader<typeof emailFields>;
  onSend: (email: string) => Promise<void>;
}) {
  const { fieldProps, submitWith, isInvalid, serverError } = useAccountForm(load, { email: '' });
  const { inputRef, ...field } = fieldProps('email');
  return (
    <form noValidate aria-label="Request" onSubmit={submitWith(({ email }) => onSend(email))}>
      {isInvalid || serverError ? <FormErrorAlert serverError={serverError} /> : null}
      <label>
        E-mail
        <input ref={inputRef} {...field} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useAccountForm', () => {
  it('loads its schema with the first keystroke, once, and checks with it on submit', async () => {
    const load = vi.fn(async () => emailFields);
    const onSend = vi.fn(async () => undefined);
    render(<EmailForm load={load} onSend={onSend} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('ada@example.test'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the call could not be made when the schema does not load, and sends nothing', async () => {
    const onSend = vi.fn(async () => undefined);
    render(
      <EmailForm load={() => Promise.reject(new TypeError('Failed to fetch'))} onSend={onSend} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The catalogue's sentence for a call that could not be made (spec §8).
    expect(
      await screen.findByText(SERVER_ERROR_MESSAGE, { normalizer: (text) => text }),
    ).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });
});
