import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { hasRole, type AuthUser } from '@tp/domain';
import { ThemeModeToggle } from '@tp/ui';
import { NotificationsNavItem } from '../notifications/NotificationsNavItem.tsx';
import { hasAdminDashboard, tutorNavItems, type TutorNavItem } from './tutor-nav-items.ts';
import { useAssignedEssayCount } from '../essay-grading/useAssignedEssayCount.ts';
import { useWikiUrl } from './useWikiUrl.ts';
import { IN_NEW_TAB, WithBadge } from './NavItemLabel.tsx';
import { lazyWhenOpened } from '../../lib/lazyWhenOpened.tsx';
import type { NavMenuProps, ProfileMenuProps } from './TopNavMenus.tsx';

const LazyNavMenu = lazyWhenOpened<NavMenuProps>(
  async () => (await import('./TopNavMenus.tsx')).NavMenu,
  ({ anchorEl }) => anchorEl !== null,
);
const LazyProfileMenu = lazyWhenOpened<ProfileMenuProps>(
  async () => (await import('./TopNavMenus.tsx')).ProfileMenu,
  ({ anchorEl }) => anchorEl !== null,
);

const navButtonSx = {
  color: 'inherit',
  minWidth: 0,
  px: 2,
  '&.active': { boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
} as const;

/** Phones (below 600 px) get the main navigation in a menu: six links do not fit 390 px. */
const ON_WIDE = { display: { xs: 'none', sm: 'flex' } } as const;
const ON_PHONE = { display: { xs: 'inline-flex', sm: 'none' } } as const;

function NavButton({ item }: { item: TutorNavItem }) {
  if (item.kind === 'external')
    return (
      <Button
        component="a"
        href={item.href}
        {...IN_NEW_TAB}
        endIcon={<OpenInNew fontSize="small" aria-hidden />}
        sx={navButtonSx}
      >
        {item.label}
      </Button>
    );
  return (
    <Button component={NavLink} to={item.to} sx={navButtonSx}>
      <WithBadge item={item} />
    </Button>
  );
}

/**
 * The tutor shell's navigation (spec: scheduling §2 Shell): Home, the wiki, Schedule, Team and
 * Essay Grading (tutor-nav-items.ts), Notifications, and the profile menu (profile, reviews,
 * work log, Admin Dashboard for admins, Logout). On a phone the links fold into a menu.
 */
export function TopNav({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const wikiUrl = useWikiUrl();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [navAnchor, setNavAnchor] = useState<HTMLElement | null>(null);
  const isAdmin = hasAdminDashboard(user);
  // A faculty leader may spoof tutors (spec §4): the back-office's tutor list offers Spoof.
  const leadsFaculty = !isAdmin && hasRole(user.roles, 'faculty_leader');
  const items = tutorNavItems(user, wikiUrl, useAssignedEssayCount(user));
  const closeMenu = () => setMenuAnchor(null);
  const closeNav = () => setNavAnchor(null);

  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open navigation"
          aria-haspopup="menu"
          aria-expanded={navAnchor ? 'true' : undefined}
          onClick={(event) => setNavAnchor(event.currentTarget)}
          sx={ON_PHONE}
        >
          <MenuIcon />
        </IconButton>
        <LazyNavMenu anchorEl={navAnchor} items={items} onClose={closeNav} />
        <Typography
          variant="h6"
          component="span"
          sx={{ mr: 2, display: { xs: 'none', md: 'block' }, fontWeight: 700 }}
        >
          Tutoring Platform
        </Typography>
        <Box component="nav" aria-label="Main" sx={{ ...ON_WIDE, gap: 1 }}>
          {items.map((item) => (
            <NavButton key={item.label} item={item} />
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <NotificationsNavItem user={user} />
        <ThemeModeToggle />
        <Button
          color="inherit"
          startIcon={<AccountCircle />}
          aria-label="Profile"
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{
            textTransform: 'none',
            minWidth: 0,
            // On a phone only the icon: the label's room goes to the menus beside it.
            '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
          }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Profile
          </Box>
        </Button>
        <LazyProfileMenu
          anchorEl={menuAnchor}
          user={user}
          isAdmin={isAdmin}
          leadsFaculty={leadsFaculty}
          onClose={closeMenu}
          onLogout={() => void navigate('/logout')}
        />
      </Toolbar>
    </AppBar>
  );
}
