import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellWarnings } from './ShellWarnings.tsx';

const settled = { email: 'tutor@demo.test', unconfirmedEmail: null, timeZone: 'America/Chicago' };

describe('ShellWarnings', () => {
  it('says nothing for a confirmed user with a time zone', () => {
    const { container } = render(<ShellWarnings user={settled} timeZoneSettingsUrl="/profile" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers to resend the confirmation of an unconfirmed address', () => {
    render(
      <ShellWarnings
        user={{ ...settled, unconfirmedEmail: 'new+me@demo.test' }}
        timeZoneSettingsUrl="/profile"
      />,
    );
    expect(screen.getByText(/confirm your e-mail address new\+me@demo.test/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend confirmation' })).toHaveAttribute(
      'href',
      '/verification?email=new%2Bme%40demo.test',
    );
  });

  it('links to the time zone setting when none is set', () => {
    render(
      <ShellWarnings user={{ ...settled, timeZone: null }} timeZoneSettingsUrl="/tutor/profile" />,
    );
    expect(screen.getByText(/not set your time zone/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your time zone' })).toHaveAttribute(
      'href',
      '/tutor/profile',
    );
  });

  it('warns without a link when the app has no time zone setting yet', () => {
    render(<ShellWarnings user={{ ...settled, timeZone: null }} />);
    expect(screen.getByText(/not set your time zone/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set your time zone' })).toBeNull();
  });
});
