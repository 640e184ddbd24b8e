import InboxIcon from '@mui/icons-material/Inbox';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { INBOX_ROUTE } from './inboxRoute.ts';
import { useInboxCount } from './useInboxCount.ts';

/** The app bar's inbox: a badge with the unread count, live (spec staff-and-crm §7). */
export function InboxButton() {
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
