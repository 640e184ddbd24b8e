import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AuthUser } from '@tp/domain';

interface ShellWarningsProps {
  user: Pick<AuthUser, 'email' | 'unconfirmedEmail' | 'timeZone'>;
  /** Where the user sets a time zone; without it the warning has no link. */
  timeZoneSettingsUrl?: string;
}

/** The resend-confirmation page for an address (spec: sign-in §2, /verification?email). */
export function verificationUrl(email: string): string {
  return `/verification?email=${encodeURIComponent(email)}`;
}

/**
 * The shell's account warnings (spec: scheduling §2): an e-mail address waiting for
 * confirmation, and no time zone set. Renders nothing when there is nothing to say.
 */
export function ShellWarnings({ user, timeZoneSettingsUrl }: ShellWarningsProps) {
  const hasTimeZone = Boolean(user.timeZone);
  if (!user.unconfirmedEmail && hasTimeZone) return null;
  return (
    <Stack spacing={1} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
      {user.unconfirmedEmail ? (
        <Alert severity="warning">
          Please confirm your e-mail address {user.unconfirmedEmail}. Did not get the e-mail?{' '}
          <Link
            href={verificationUrl(user.unconfirmedEmail)}
            color="inherit"
            sx={{ fontWeight: 600 }}
          >
            Resend confirmation
          </Link>
        </Alert>
      ) : null}
      {hasTimeZone ? null : (
        <Alert severity="warning">
          You have not set your time zone, so times are shown in your browser&apos;s zone.{' '}
          {timeZoneSettingsUrl ? (
            <Link href={timeZoneSettingsUrl} color="inherit" sx={{ fontWeight: 600 }}>
              Set your time zone
            </Link>
          ) : null}
        </Alert>
      )}
    </Stack>
  );
}
