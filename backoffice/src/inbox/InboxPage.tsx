import DoneIcon from '@mui/icons-material/Done';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { CLEAR_READ_CONFIRM, INBOX_EMPTY, type InboxActivity } from '@tp/domain';
import type { AppDataProvider } from '@tp/data-provider';
import { useState } from 'react';
import {
  Confirm,
  Link,
  Title,
  useCreatePath,
  useDataProvider,
  useGetList,
  useNotify,
} from 'react-admin';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { announceInboxChanged } from './useInboxCount.ts';

const PER_PAGE = 50;

/** Where an item leads: the family it is about. */
function RegardingLink({ item }: { item: InboxActivity }) {
  const createPath = useCreatePath();
  if (!item.regardingType || !item.regardingId) return null;
  const resource = item.regardingType === 'Student' ? 'students' : 'parents';
  return (
    <Link to={createPath({ resource, id: item.regardingId, type: 'show' })}>
      Open the {item.regardingType === 'Student' ? 'student' : 'family'}
    </Link>
  );
}

/**
 * The staff member's inbox (spec staff-and-crm §7 Inbox activities): replies, pending call
 * outcomes, imminent closes and campaign deliveries, newest first; each marks read, and the
 * read ones clear after a confirmation.
 */
export function InboxPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const zone = useDisplayTimeZone();
  const [confirming, setConfirming] = useState(false);
  const { data, isPending, error, refetch } = useGetList<InboxActivity>('inbox_activities', {
    pagination: { page: 1, perPage: PER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { mine: true },
  });
  const items = data ?? [];
  const hasRead = items.some((item) => item.readAt !== null);

  const changed = async () => {
    await refetch();
    announceInboxChanged();
  };
  const markRead = async (item: InboxActivity) => {
    try {
      await dataProvider.action('inbox_activities', 'markRead', { id: item.id });
      await changed();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };
  const clearRead = async () => {
    setConfirming(false);
    try {
      const { data: answer } = await dataProvider.action('inbox_activities', 'clearRead');
      notify(`Cleared ${answer.cleared} read item${answer.cleared === 1 ? '' : 's'}.`, {
        type: 'info',
      });
      await changed();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Inbox" />
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography variant="h5" component="h1">
            Inbox
          </Typography>
          <Button onClick={() => setConfirming(true)} disabled={!hasRead} variant="outlined">
            Clear read
          </Button>
        </Stack>
        {error ? <Alert severity="error">The inbox could not be loaded.</Alert> : null}
        {!isPending && !error && items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {INBOX_EMPTY}
          </Typography>
        ) : null}
        <List aria-label="Inbox items">
          {items.map((item) => (
            <ListItem key={item.id} divider sx={{ px: 0 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ width: '100%', alignItems: { sm: 'center' } }}
              >
                <ListItemText
                  sx={{ flexGrow: 1, m: 0 }}
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                    >
                      <Typography
                        component="span"
                        sx={{ fontWeight: item.readAt === null ? 700 : 400 }}
                      >
                        {item.title}
                      </Typography>
                      <Chip label={item.kind} size="small" variant="outlined" />
                      {item.readAt === null ? (
                        <Chip label="Unread" size="small" color="primary" />
                      ) : null}
                    </Stack>
                  }
                  secondary={
                    <Box component="span" sx={{ display: 'block' }}>
                      {item.message ? (
                        <Box component="span" sx={{ display: 'block' }}>
                          {item.message}
                        </Box>
                      ) : null}
                      <Box component="span" sx={{ display: 'block' }}>
                        {formatInZone(item.createdAt, zone)} · <RegardingLink item={item} />
                      </Box>
                    </Box>
                  }
                />
                {item.readAt === null ? (
                  <Box sx={{ flexShrink: 0 }}>
                    <Button
                      size="small"
                      startIcon={<DoneIcon />}
                      onClick={() => void markRead(item)}
                      aria-label={`Mark read: ${item.title}`}
                    >
                      Mark read
                    </Button>
                  </Box>
                ) : null}
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
      <Confirm
        isOpen={confirming}
        title="Clear read items"
        content={CLEAR_READ_CONFIRM}
        confirm="Clear"
        onConfirm={() => void clearRead()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
