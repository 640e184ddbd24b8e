import { NavLink, Link as RouterLink } from 'react-router';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { AuthUser } from '@tp/domain';
import { IN_NEW_TAB, WithBadge } from './NavItemLabel.tsx';
import type { TutorNavItem } from './tutor-nav-items.ts';

// The shell's two menus, downloaded when one is first opened (TopNav's lazyWhenOpened): MUI's
// Menu brings Popover, Modal and the transitions, which the first screen does not show.

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

export interface NavMenuProps {
  anchorEl: HTMLElement | null;
  items: readonly TutorNavItem[];
  onClose(): void;
}

/** On a phone, the main navigation's links in a menu. */
export function NavMenu({ anchorEl, items, onClose }: NavMenuProps) {
  return (
    <Menu
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': 'Main' } }}
    >
      {items.map((item) => (
        <NavMenuItem key={item.label} item={item} onClick={onClose} />
      ))}
    </Menu>
  );
}

export interface ProfileMenuProps {
  anchorEl: HTMLElement | null;
  user: AuthUser;
  /** Admin Dashboard is offered. */
  isAdmin: boolean;
  /** Spoof a tutor is offered (a faculty leader). */
  leadsFaculty: boolean;
  onClose(): void;
  onLogout(): void;
}

/** The profile menu: who is signed in, their pages, the back-office for those who have it, Logout. */
export function ProfileMenu({
  anchorEl,
  user,
  isAdmin,
  leadsFaculty,
  onClose,
  onLogout,
}: ProfileMenuProps) {
  return (
    <Menu anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="subtitle2">
          {user.firstName} {user.lastName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to="/tutor/profile" onClick={onClose}>
        My profile
      </MenuItem>
      <MenuItem component={RouterLink} to="/tutor/profile/reviews" onClick={onClose}>
        My reviews
      </MenuItem>
      <MenuItem component={RouterLink} to="/tutor/profile/work-log" onClick={onClose}>
        Work log
      </MenuItem>
      {isAdmin ? (
        <MenuItem component="a" href="/admin" onClick={onClose}>
          Admin Dashboard
        </MenuItem>
      ) : null}
      {leadsFaculty ? (
        <MenuItem component="a" href="/admin/tutors" onClick={onClose}>
          Spoof a tutor
        </MenuItem>
      ) : null}
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
