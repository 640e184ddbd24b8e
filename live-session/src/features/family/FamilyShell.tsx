import { NavLink, Outlet, useNavigate, useParams } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AppFooter, ShellWarnings } from '@tp/ui';
import { useLocation } from 'react-router';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { FullPageSpinner } from '../auth/FullPageSpinner.tsx';
import { ChildSwitcher } from './ChildSwitcher.tsx';
import { displayTimeZone } from '../shell/display-zone.ts';
import { FAMILY_TABS, familyTabUrl, type FamilyApp } from './family-tabs.ts';
import type { FamilyOutletContext } from './useFamilyStudent.ts';
import { useFamilyStudents } from './useFamilyStudents.ts';

/**
 * The student and parent apps' frame (`/{app}/students/{studentId}/…`): the app bar with a
 * child switcher for parents, the tabs of the student, the tab, and the footer.
 */
export function FamilyShell({ app }: { app: FamilyApp }) {
  const { user } = useSignIn();
  const navigate = useNavigate();
  const { pathname, state: navigationState } = useLocation();
  const studentId = Number(useParams().studentId);
  const state = useFamilyStudents(navigationState);
  // A phone (390 px) fits "Planner" beside the child switcher, and short tab labels.
  // noSsr: the first render already has the phone's short tab labels, so the selected tab
  // scrolls into view where it ends up (long labels first left Contact under the arrow).
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (!user) return null;
  if (state.status === 'loading') return <FullPageSpinner />;
  const students = state.status === 'ready' ? state.students : [];
  const current = students.find((student) => student.id === studentId);
  const tab = FAMILY_TABS.find(({ path }) => pathname.endsWith(`/${path}`))?.path ?? false;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="primary">
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, py: 1.5 }}>
          <Typography
            variant="h6"
            component="span"
            noWrap
            sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }}
          >
            {isPhone ? 'Planner' : app === 'parent' ? 'Parent planner' : 'Student planner'}
          </Typography>
          {app === 'parent' && students.length > 1 && (
            <ChildSwitcher
              students={students}
              currentId={current?.id}
              onChange={(id) => navigate(familyTabUrl(app, id, tab || undefined))}
            />
          )}
          <Button
            color="inherit"
            size="small"
            sx={{ minWidth: 0, flexShrink: 0, whiteSpace: 'nowrap' }}
            onClick={() => navigate('/logout')}
          >
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <ShellWarnings user={user} timeZoneSettingsUrl={`/${app}/students/${studentId}/contact`} />
      {/* On a phone the strip still scrolls: its arrows show there is more (allowScrollButtonsMobile). */}
      <Tabs
        value={tab}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Student pages"
      >
        {FAMILY_TABS.map(({ path, label, short }) => (
          <Tab
            key={path}
            value={path}
            label={isPhone ? short : label}
            aria-label={label}
            sx={{ minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } }}
            component={NavLink}
            to={familyTabUrl(app, studentId, path)}
          />
        ))}
      </Tabs>
      <Box component="main" sx={{ flexGrow: 1, px: { xs: 1, sm: 3 }, py: 2 }}>
        {state.status === 'ready' && !current ? (
          <Typography role="alert">This student is not on your account.</Typography>
        ) : (
          <Outlet context={{ student: current } satisfies FamilyOutletContext} />
        )}
      </Box>
      <AppFooter timeZone={displayTimeZone(user)} />
    </Box>
  );
}
