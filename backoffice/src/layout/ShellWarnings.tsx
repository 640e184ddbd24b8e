import { Alert, Stack } from '@mui/material';
import { useSessionUser } from '../auth/SessionUserContext.tsx';
import { browserTimeZone } from '../time/formatInZone.ts';

/** The shell's account warnings, shown above every page until the user fixes them. */
export function ShellWarnings() {
  const { user } = useSessionUser();
  if (!user) return null;
  const hasUnconfirmedEmail = Boolean(user.unconfirmedEmail);
  const lacksTimeZone = user.timeZone === null;
  if (!hasUnconfirmedEmail && !lacksTimeZone) return null;

  return (
    <Stack spacing={1} sx={{ mt: 1, mb: 1 }}>
      {hasUnconfirmedEmail && (
        <Alert severity="warning">
          Please confirm your e-mail address: we sent a confirmation link to {user.unconfirmedEmail}
          .
        </Alert>
      )}
      {lacksTimeZone && (
        <Alert severity="warning">
          Your time zone is not set, so times are shown in this browser&apos;s zone (
          {browserTimeZone()}).
        </Alert>
      )}
    </Stack>
  );
}
