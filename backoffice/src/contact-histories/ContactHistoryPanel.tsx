import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  Pagination,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  CONTACT_HISTORY_FILTERS,
  NO_CONTACT_HISTORY,
  NOTE_DELETE_CONFIRM,
  PENDING_OUTCOME,
  canAddRecommendation,
  canEditContactHistory,
  notePreview,
  type ContactHistory,
  type ContactHistoryFilter,
  type ContactRegardingType,
} from '@tp/domain';
import { useState } from 'react';
import { Confirm, useDelete, useGetList, useNotify } from 'react-admin';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { ContactEntryDialog, type ContactEntry } from './ContactEntryDialog.tsx';

/** The timeline shows ten entries a page (spec §9 "Generic list default 10"). */
const PER_PAGE = 10;

/** Spec §5: a note's preview of 125 characters, expandable to the whole (up to 10,000). */
function Body({ text }: { text: string }) {
  const [isOpen, setOpen] = useState(false);
  const preview = notePreview(text);
  if (!text) return null;
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
      {isOpen || !preview.isCut ? text : preview.text}
      {preview.isCut ? (
        <Button size="small" onClick={() => setOpen(!isOpen)} sx={{ ml: 1, p: 0, minWidth: 0 }}>
          {isOpen ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </Typography>
  );
}

function Entry({
  activity,
  onEdit,
  onDelete,
}: {
  activity: ContactHistory;
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
}) {
  const zone = useDisplayTimeZone();
  const author = activity.employee
    ? `${activity.employee.firstName} ${activity.employee.lastName}`
    : null;
  const kind = activity.kind !== activity.type ? activity.kind : null;
  return (
    <ListItem
      divider
      sx={{ display: 'block', px: 0 }}
      aria-label={`${activity.type} ${activity.id}`}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Chip
          label={activity.type === 'Sms' ? 'SMS' : activity.type}
          size="small"
          color="primary"
          variant="outlined"
        />
        {kind ? <Chip label={kind} size="small" variant="outlined" /> : null}
        {activity.outcome ? (
          <Chip
            label={activity.outcome}
            size="small"
            color={activity.outcome === PENDING_OUTCOME ? 'warning' : 'default'}
          />
        ) : null}
        {activity.campaignName ? (
          <Chip label={`Campaign: ${activity.campaignName}`} size="small" />
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {formatInZone(activity.sentAt, zone)}
          {author ? ` · ${author}` : ''}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {onEdit ? (
          <Button size="small" onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        {onDelete ? (
          <Button size="small" color="error" onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </Stack>
      {activity.subject ? (
        <Typography variant="subtitle2" sx={{ mt: 0.5 }}>
          {activity.subject}
        </Typography>
      ) : null}
      <Body text={activity.body} />
    </ListItem>
  );
}

/**
 * A student's or a parent's contact history (spec staff-and-crm §3 Contact history, §5 Notes,
 * §8): filters All, Note, Call, Email, SMS, Message; ten a page, newest first; notes and
 * recommendations, logged calls and SMS; edit for the author's notes and calls, delete with a
 * confirmation.
 */
export function ContactHistoryPanel({
  regardingType,
  regardingId,
}: {
  regardingType: ContactRegardingType;
  regardingId: number;
}) {
  const { user } = useAuthUser();
  const notify = useNotify();
  const [type, setType] = useState<ContactHistoryFilter>('All');
  const [page, setPage] = useState(1);
  const [entry, setEntry] = useState<ContactEntry | null>(null);
  const [deleting, setDeleting] = useState<ContactHistory | null>(null);
  const [remove] = useDelete();
  const { data, total, isPending, refetch } = useGetList<ContactHistory>('contact_histories', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'sentAt', order: 'DESC' },
    filter: { regardingType, regardingId, type },
  });
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
  const activities = data ?? [];

  const confirmDelete = async () => {
    const note = deleting;
    setDeleting(null);
    if (!note) return;
    try {
      await remove(
        'notes',
        { id: note.id, previousData: note },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('Note deleted.', { type: 'info' });
      await refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-label="Contact history" sx={{ mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="subtitle2" component="h3">
          Contact history
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setEntry({ kind: 'Note' })}>
            Add Note
          </Button>
          {regardingType === 'Student' && user && canAddRecommendation(user) ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => setEntry({ kind: 'Recommendation' })}
            >
              Add Recommendation
            </Button>
          ) : null}
          <Button size="small" variant="outlined" onClick={() => setEntry({ kind: 'Call' })}>
            Log call
          </Button>
          <Button size="small" variant="outlined" onClick={() => setEntry({ kind: 'SMS' })}>
            Log SMS
          </Button>
        </Stack>
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={type}
        onChange={(_event, value: ContactHistoryFilter | null) => {
          if (!value) return;
          setType(value);
          setPage(1);
        }}
        aria-label="Show"
        sx={{ flexWrap: 'wrap' }}
      >
        {CONTACT_HISTORY_FILTERS.map((filter) => (
          <ToggleButton key={filter} value={filter}>
            {filter}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!isPending && activities.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {NO_CONTACT_HISTORY}
        </Typography>
      ) : null}
      <List aria-label="Contact history entries">
        {activities.map((activity) => {
          const isMine = user !== null && canEditContactHistory(user, activity);
          return (
            <Entry
              key={activity.id}
              activity={activity}
              onEdit={isMine ? () => setEntry({ kind: 'Edit', activity }) : null}
              onDelete={isMine && activity.type === 'Note' ? () => setDeleting(activity) : null}
            />
          );
        })}
      </List>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          siblingCount={1}
          size="small"
        />
      ) : null}
      {entry ? (
        <ContactEntryDialog
          entry={entry}
          regardingType={regardingType}
          regardingId={regardingId}
          onClose={(saved) => {
            setEntry(null);
            if (saved) {
              setPage(1);
              void refetch();
            }
          }}
        />
      ) : null}
      <Confirm
        isOpen={deleting !== null}
        title="Delete note"
        content={NOTE_DELETE_CONFIRM}
        confirm="Delete"
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
