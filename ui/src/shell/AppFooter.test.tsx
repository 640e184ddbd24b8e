import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFooter } from './AppFooter.tsx';

describe('AppFooter', () => {
  it('says which zone times are displayed in', () => {
    render(<AppFooter timeZone="America/Chicago" />);
    expect(screen.getByText('All times displayed in America/Chicago')).toBeInTheDocument();
  });

  it('links to feedback and to reporting an issue', () => {
    render(<AppFooter timeZone="UTC" feedbackUrl="/feedback" reportIssueUrl="/issue" />);
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    expect(screen.getByRole('link', { name: 'Report an issue' })).toHaveAttribute('href', '/issue');
  });
});
