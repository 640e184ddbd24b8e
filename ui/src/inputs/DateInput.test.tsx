import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarDate } from '@tp/domain';
import { DateInput, type DateInputProps } from './DateInput.tsx';

function Harness({
  initial = null,
  onValue,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange'> & {
  initial?: CalendarDate | null;
  onValue?(date: CalendarDate | null): void;
}) {
  const [value, setValue] = useState<CalendarDate | null>(initial);
  return (
    <DateInput
      label="Reservation ends at"
      {...props}
      value={value}
      onChange={(date) => {
        setValue(date);
        onValue?.(date);
      }}
    />
  );
}

/** The picker's hidden input holds the whole MM/DD/YYYY text (MUI's accessible field). */
function hiddenInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[name="ends"]');
  if (!input) throw new Error('no date input');
  return input;
}

// 15:00 UTC on 03/10/2026 is 03/10 in Los Angeles too.
const notBeforeToday = { today: new Date('2026-03-10T15:00:00Z'), timeZone: 'America/Los_Angeles' };

describe('DateInput', { timeout: 20_000 }, () => {
  it('shows a date as MM/DD/YYYY', () => {
    render(<Harness name="ends" initial="2026-03-09" />);
    expect(hiddenInput()).toHaveValue('03/09/2026');
  });

  it('hands the form a typed date as YYYY-MM-DD', () => {
    const onValue = vi.fn();
    render(<Harness name="ends" onValue={onValue} />);
    fireEvent.change(hiddenInput(), { target: { value: '03/12/2026' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-03-12');
  });

  it('is required: says so once left empty', async () => {
    render(<Harness name="ends" />);
    await userEvent.click(screen.getByRole('group', { name: /Reservation ends at/ }));
    await userEvent.tab();
    await userEvent.tab();
    expect(await screen.findByText('A date is required.')).toBeInTheDocument();
  });

  it('rejects a date before today in the user zone', () => {
    render(<Harness name="ends" showErrors notBeforeToday={notBeforeToday} />);
    fireEvent.change(hiddenInput(), { target: { value: '03/09/2026' } });
    expect(screen.getByText('The date cannot be before today.')).toBeInTheDocument();
  });

  it('accepts today', () => {
    render(<Harness name="ends" showErrors notBeforeToday={notBeforeToday} />);
    fireEvent.change(hiddenInput(), { target: { value: '03/10/2026' } });
    expect(screen.queryByText('The date cannot be before today.')).not.toBeInTheDocument();
    expect(screen.getByText('MM/DD/YYYY')).toBeInTheDocument();
  });

  it('asks for MM/DD/YYYY while the date is incomplete', async () => {
    const onValue = vi.fn();
    render(<Harness name="ends" onValue={onValue} />);
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Month' }));
    await userEvent.keyboard('0312');
    await userEvent.tab();
    await userEvent.tab();
    expect(await screen.findByText('Enter the date as MM/DD/YYYY.')).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
  });
});
