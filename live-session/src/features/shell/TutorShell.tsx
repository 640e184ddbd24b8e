import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { AppFooter, ShellWarnings } from '@tp/ui';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { TopNav } from './TopNav.tsx';
import { displayTimeZone } from './display-zone.ts';

/** Where a tutor sets a time zone: their profile. */
const TIME_ZONE_SETTINGS_URL = '/tutor/profile';

/** The tutor app's frame: navigation, account warnings, the screen, and the footer. */
export function TutorShell() {
  const { user } = useSignIn();
  // RequireRole renders this only for a signed-in tutor.
  if (!user) return null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopNav user={user} />
      <ShellWarnings user={user} timeZoneSettingsUrl={TIME_ZONE_SETTINGS_URL} />
      <Box component="main" sx={{ flexGrow: 1, px: { xs: 1, sm: 3 }, py: 2 }}>
        <Outlet />
      </Box>
      <AppFooter timeZone={displayTimeZone(user)} />
    </Box>
  );
}
