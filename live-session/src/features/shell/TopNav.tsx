import { useState } from 'react';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { hasRole, permissionsFromRoles, type AuthUser } from '@tp/domain';
import { ThemeModeToggle } from '@tp/ui';
import { NotificationsNavItem } from '../notifications/NotificationsNavItem.tsx';

const navButtonSx = {
  color: 'inherit',
  minWidth: 0,
  px: { xs: 1, sm: 2 },
  '&.active': { boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
} as const;

/**
 * The tutor shell's navigation (spec: scheduling §2): Home, Schedule, Team and the profile menu
 * (profile, reviews, work log).
 */
export function TopNav({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const isAdmin = permissionsFromRoles(user.roles).includes('ADMIN');
  // A faculty leader may spoof tutors (spec §4): the back-office's tutor list offers Spoof.
  const leadsFaculty = !isAdmin && hasRole(user.roles, 'faculty_leader');
  const closeMenu = () => setMenuAnchor(null);

  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <Typography
          variant="h6"
          component="span"
          sx={{ mr: 2, display: { xs: 'none', sm: 'block' }, fontWeight: 700 }}
        >
          Tutoring Platform
        </Typography>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 } }}>
          <Button component={NavLink} to="/tutor/dashboard" sx={navButtonSx}>
            Home
          </Button>
          <Button component={NavLink} to="/tutor/schedule" sx={navButtonSx}>
            Schedule
          </Button>
          <Button component={NavLink} to="/tutor/team" sx={navButtonSx}>
            Team
          </Button>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <NotificationsNavItem user={user} />
        <ThemeModeToggle />
        <Button
          color="inherit"
          startIcon={<AccountCircle />}
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{ textTransform: 'none' }}
        >
          Profile
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
