import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailListField } from './EmailListField.tsx';

function Harness({ initial = '', onValue }: { initial?: string; onValue?(list: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <EmailListField
      label="Additional recipients"
      value={value}
      onChange={(list) => {
        setValue(list);
        onValue?.(list);
      }}
    />
  );
}

const listBox = () => screen.getByRole('textbox', { name: /Additional recipients/ });

describe('EmailListField', { timeout: 20_000 }, () => {
  it('hands the form the list collapsed to commas while typing', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(listBox(), 'a@x.com; b@y.com c@z.com');
    expect(onValue).toHaveBeenLastCalledWith('a@x.com,b@y.com,c@z.com');
  });

  it('shows the collapsed list once the field is left', async () => {
    render(<Harness />);
    await userEvent.type(listBox(), 'a@x.com;  b@y.com');
    await userEvent.tab();
    expect(listBox()).toHaveValue('a@x.com,b@y.com');
  });

  it('names each bad address once the field is left', async () => {
    render(<Harness />);
    await userEvent.type(listBox(), 'a@x.com nope also@bad');
    await userEvent.tab();
    expect(
      screen.getByText(
        '"nope" is not a valid e-mail address. "also@bad" is not a valid e-mail address.',
      ),
    ).toBeInTheDocument();
  });

  it('counts the stored characters against 191', async () => {
    render(<Harness />);
    await userEvent.type(listBox(), 'a@x.com ; b@y.com');
    expect(screen.getByText(/15\/191/)).toBeInTheDocument();
  });

  it('says when the list is longer than 191 characters', async () => {
    const long = Array.from({ length: 12 }, (_, i) => `recipient${i}@example.com`).join(',');
    render(<Harness initial={long} />);
    await userEvent.click(listBox());
    await userEvent.tab();
    expect(screen.getByText('The list is longer than 191 characters.')).toBeInTheDocument();
  });

  it('shows a new value set from outside', () => {
    const { rerender } = render(<EmailListField value="a@x.com" onChange={vi.fn()} />);
    rerender(<EmailListField value="b@y.com" onChange={vi.fn()} />);
    expect(screen.getByRole('textbox')).toHaveValue('b@y.com');
  });
});
