import InboxIcon from '@mui/icons-material/Inbox';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useBasename, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import { INBOX_ROUTE } from './inboxRoute.ts';
import { useInboxCount } from './useInboxCount.ts';

/**
 * The app bar's inbox, for those who have one (domain's rule for the unread count: staff; a
 * faculty leader who is a tutor has none): nothing is shown or asked for anyone else, whose
 * every count would be a 403.
 */
export function InboxButton() {
  const { canAccess = false } = useCanAccess({
    action: 'unreadCount',
    resource: 'inbox_activities',
  });
  return canAccess ? <InboxBadgeButton /> : null;
}

/** The inbox link with a badge of the unread count, live (spec staff-and-crm §7). */
function InboxBadgeButton() {
  const count = useInboxCount();
  const basename = useBasename();
  const label = count ? `Inbox, ${count} unread` : 'Inbox';
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={Link}
        to={`${basename}${INBOX_ROUTE}`}
        aria-label={label}
      >
        <Badge badgeContent={count ?? 0} color="error" max={99}>
          <InboxIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
