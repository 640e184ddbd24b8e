import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { canUseBackoffice } from '@tp/domain';
import { useAuthUser } from './AuthUserContext.tsx';
import { leaveApp } from './leaveApp.ts';

/**
 * The back-office is for staff and faculty leaders (domain's canUseBackoffice). A tutor,
 * student or parent who reaches /admin (a bookmark, a typed URL) is sent to their own home
 * instead of seeing screens they may not use.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { user, isLoaded } = useAuthUser();
  const mustLeave = user !== null && !canUseBackoffice(user.roles);

  useEffect(() => {
    if (mustLeave) leaveApp(user.homeUrl);
  }, [mustLeave, user]);

  if (!isLoaded) return <CenteredProgress />;
  if (mustLeave) {
    return (
      <Box sx={{ p: 4 }}>
        <Typography>Taking you to your home page…</Typography>
      </Box>
    );
  }
  return <>{children}</>;
}

function CenteredProgress() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
