import { useState } from 'react';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { hasRole, type AuthUser } from '@tp/domain';
import { ThemeModeToggle } from '@tp/ui';
import { NotificationsNavItem } from '../notifications/NotificationsNavItem.tsx';
import { hasAdminDashboard, tutorNavItems, type TutorNavItem } from './tutor-nav-items.ts';
import { useAssignedEssayCount } from '../essay-grading/useAssignedEssayCount.ts';
import { useWikiUrl } from './useWikiUrl.ts';

const navButtonSx = {
  color: 'inherit',
  minWidth: 0,
  px: 2,
  '&.active': { boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
} as const;

/** Phones (below 600 px) get the main navigation in a menu: six links do not fit 390 px. */
const ON_WIDE = { display: { xs: 'none', sm: 'flex' } } as const;
const ON_PHONE = { display: { xs: 'inline-flex', sm: 'none' } } as const;

/** The wiki is another site: it opens beside the app, without access to it. */
const IN_NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

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

/** A route's label, with its count (the assigned essays) when it has one above 0. */
function WithBadge({ item }: { item: Extract<TutorNavItem, { kind: 'route' }> }) {
  if (!item.badge) return <>{item.label}</>;
  // A plain pill, not MUI's Badge: the tutor shell's first load stays under its ceiling.
  return (
    <>
      {item.label}
      <Box
        component="span"
        aria-label={`${item.badge} assigned`}
        sx={{
          ml: 1,
          px: 0.75,
          minWidth: 20,
          borderRadius: 10,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontSize: '0.75rem',
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {item.badge}
      </Box>
    </>
  );
}

function NavMenuItem({ item, onClick }: { item: TutorNavItem; onClick(): void }) {
  if (item.kind === 'external')
    return (
      <MenuItem component="a" href={item.href} {...IN_NEW_TAB} onClick={onClick}>
        {item.label}
        <OpenInNew fontSize="small" sx={{ ml: 1 }} aria-hidden />
      </MenuItem>
    );
  return (
    <MenuItem component={NavLink} to={item.to} onClick={onClick}>
      <WithBadge item={item} />
    </MenuItem>
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
        <Menu
          anchorEl={navAnchor}
          open={Boolean(navAnchor)}
          onClose={closeNav}
          slotProps={{ list: { 'aria-label': 'Main' } }}
        >
          {items.map((item) => (
            <NavMenuItem key={item.label} item={item} onClick={closeNav} />
          ))}
        </Menu>
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
        <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={closeMenu}>
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="subtitle2">
              {user.firstName} {user.lastName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          </Box>
          <Divider />
          <MenuItem component={RouterLink} to="/tutor/profile" onClick={closeMenu}>
            My profile
          </MenuItem>
          <MenuItem component={RouterLink} to="/tutor/profile/reviews" onClick={closeMenu}>
            My reviews
          </MenuItem>
          <MenuItem component={RouterLink} to="/tutor/profile/work-log" onClick={closeMenu}>
            Work log
          </MenuItem>
          {isAdmin ? (
            <MenuItem component="a" href="/admin" onClick={closeMenu}>
              Admin Dashboard
            </MenuItem>
          ) : null}
          {leadsFaculty ? (
            <MenuItem component="a" href="/admin/tutors" onClick={closeMenu}>
              Spoof a tutor
            </MenuItem>
          ) : null}
          <MenuItem
            onClick={() => {
              closeMenu();
              navigate('/logout');
            }}
          >
            Logout
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
