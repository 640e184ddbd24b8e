import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NON_US_PHONE_HINT, validateStoredPhone } from '@tp/domain';
import { PhoneInput, type PhoneInputProps } from './PhoneInput.tsx';

function Harness({
  initial = '',
  onValue,
  ...props
}: Omit<PhoneInputProps, 'value' | 'onChange'> & { initial?: string; onValue?(v: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      {...props}
      value={value}
      onChange={(stored) => {
        setValue(stored);
        onValue?.(stored);
      }}
    />
  );
}

const phoneBox = () => screen.getByRole('textbox', { name: /Phone/ });

describe('PhoneInput', { timeout: 20_000 }, () => {
  it('formats a US number as it is typed and stores it normalised', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(phoneBox(), '2125');
    expect(phoneBox()).toHaveValue('+1 (212) 5');
    await userEvent.type(phoneBox(), '550123');
    expect(phoneBox()).toHaveValue('+1 (212) 555-0123');
    expect(onValue).toHaveBeenLastCalledWith('+12125550123');
  });

  it('shows a stored US number in the US format', () => {
    render(<Harness initial="+12125550123" />);
    expect(phoneBox()).toHaveValue('+1 (212) 555-0123');
    expect(screen.getByRole('button', { name: 'US' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts on Non-US for a stored non-US number, with the country code hint', () => {
    render(<Harness initial="+442079460958" />);
    expect(phoneBox()).toHaveValue('+442079460958');
    expect(screen.getByRole('button', { name: 'Non-US' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(NON_US_PHONE_HINT)).toBeInTheDocument();
  });

  it('takes a non-US number as + and digits', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Non-US' }));
    await userEvent.type(phoneBox(), '44 20 7946 0958');
    expect(phoneBox()).toHaveValue('+442079460958');
    expect(onValue).toHaveBeenLastCalledWith('+442079460958');
  });

  it('says the number is not valid once the field is left', async () => {
    render(<Harness />);
    await userEvent.type(phoneBox(), '212555');
    expect(screen.queryByText('This is not a valid phone number.')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('This is not a valid phone number.')).toBeInTheDocument();
  });

  it('rejects a non-US number shorter than 7 digits', async () => {
    render(<Harness kind="non-us" showErrors />);
    await userEvent.type(phoneBox(), '+44123');
    expect(screen.getByText('This is not a valid phone number.')).toBeInTheDocument();
  });

  it('is required by default and optional when told', () => {
    const { unmount } = render(<Harness showErrors />);
    expect(screen.getByText('A phone number is required.')).toBeInTheDocument();
    unmount();
    render(<Harness showErrors required={false} />);
    expect(screen.queryByText('A phone number is required.')).not.toBeInTheDocument();
  });

  it('shows a message from outside over its own', () => {
    render(<Harness showErrors error="Phone has already been taken" />);
    expect(screen.getByText('Phone has already been taken')).toBeInTheDocument();
  });

  it('works inside react-hook-form with the stored-value rule', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { phone: '' } });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <Controller
            name="phone"
            control={control}
            rules={{ validate: (value) => validateStoredPhone(value) ?? true }}
            render={({ field, fieldState }) => (
              <PhoneInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(phoneBox(), '212555');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is not a valid phone number.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(phoneBox(), '0123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+12125550123' }));
  });
});
