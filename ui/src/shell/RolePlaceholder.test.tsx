import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RolePlaceholder } from './RolePlaceholder.tsx';

describe('RolePlaceholder', () => {
  it('says the app is not available yet', () => {
    render(<RolePlaceholder appName="Student planner" onSignOut={() => undefined} />);
    expect(
      screen.getByRole('heading', { name: 'Student planner is not available yet' }),
    ).toBeInTheDocument();
  });

  it('signs out from its button', () => {
    const onSignOut = vi.fn();
    render(<RolePlaceholder appName="Parent planner" onSignOut={onSignOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
