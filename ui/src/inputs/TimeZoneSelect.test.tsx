import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeZoneSelect, timeZoneLabel } from './TimeZoneSelect.tsx';

function Harness({ initial = '', onValue }: { initial?: string; onValue?(zone: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeZoneSelect
      value={value}
      onChange={(zone) => {
        setValue(zone);
        onValue?.(zone);
      }}
    />
  );
}

const zoneBox = () => screen.getByRole('combobox', { name: /Time zone/ });

describe('TimeZoneSelect', { timeout: 20_000 }, () => {
  it('lists the US category first', async () => {
    render(<Harness />);
    await userEvent.click(zoneBox());
    const listbox = await screen.findByRole('listbox');
    const firstGroup = within(listbox).getAllByRole('listitem')[0];
    expect(firstGroup).toHaveTextContent(/^US/);
    expect(within(firstGroup!).getAllByRole('option')[0]).toHaveTextContent('America/New York');
  });

  it('finds a zone by typing and stores its IANA name', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(zoneBox(), 'Berlin');
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Berlin' }));
    expect(onValue).toHaveBeenLastCalledWith('Europe/Berlin');
  });

  it('shows the chosen zone', () => {
    render(<Harness initial="America/Los_Angeles" />);
    expect(zoneBox()).toHaveValue('America/Los Angeles');
  });

  it('is required: says so once left empty', async () => {
    render(<Harness />);
    await userEvent.click(zoneBox());
    await userEvent.tab();
    expect(screen.getByText('A time zone is required.')).toBeInTheDocument();
  });

  it('labels zones without underscores', () => {
    expect(timeZoneLabel('America/Port_of_Spain')).toBe('America/Port of Spain');
  });
});
