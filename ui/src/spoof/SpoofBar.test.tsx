import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SpoofBar } from './SpoofBar.tsx';

describe('SpoofBar', () => {
  it('says whom the user is spoofing and returns to the dashboard', () => {
    const onReturn = vi.fn();
    render(<SpoofBar name="Tina Turner" onReturn={onReturn} />);
    expect(screen.getByRole('region', { name: 'You are spoofing Tina Turner' })).toHaveTextContent(
      'You are spoofing Tina Turner',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Return to dashboard' }));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('disables the button while returning', () => {
    render(<SpoofBar name="Tina Turner" onReturn={() => undefined} isReturning />);
    expect(screen.getByRole('button', { name: 'Return to dashboard' })).toBeDisabled();
  });
});
