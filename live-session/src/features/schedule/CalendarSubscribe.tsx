import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HttpClient } from '@tp/data-provider';
import { useErrorToast, useToast } from '@tp/ui';
import { createCalendarToken, hasCalendarFeed, revokeCalendarToken } from './calendar-token-api.ts';
import { LazyConfirmDialog } from './LazyConfirmDialog.ts';

// The address's field, downloaded once a link is made: MUI's text field is not on the
// schedule's first load otherwise.
const CalendarLinkField = lazy(async () => ({
  default: (await import('./CalendarLinkField.tsx')).CalendarLinkField,
}));

interface CalendarSubscribeProps {
  httpClient: HttpClient;
  tutorId: number;
}

/**
 * The personal calendar subscribe link (spec §2, §7 GET /api/webhooks/calendars/{token}):
 * makes a feed address (POST /tutors/{id}/calendar_token), shows it with a Copy button, and
 * revokes it after a confirmation (DELETE). The server keeps only a digest of the token, so
 * the address is shown when made; making a new one retires the old.
 */
export function CalendarSubscribe({ httpClient, tutorId }: CalendarSubscribeProps) {
  const toast = useToast();
  const toastError = useErrorToast();
  const [url, setUrl] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  // A link made on an earlier visit: its address cannot be shown again, but it can be revoked.
  const [hasEarlierLink, setHasEarlierLink] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    hasCalendarFeed(httpClient, tutorId, controller.signal).then(setHasEarlierLink, () => {
      // Not knowing only hides Revoke for an earlier link; making a new one still works.
    });
    return () => controller.abort();
  }, [httpClient, tutorId]);

  const create = async () => {
    setBusy(true);
    try {
      const answer = await createCalendarToken(httpClient, tutorId);
      setUrl(answer.calendarUrl || `${window.location.origin}${answer.calendarPath}`);
      setHasEarlierLink(false);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    setBusy(true);
    try {
      await revokeCalendarToken(httpClient, tutorId);
      setUrl(null);
      setHasEarlierLink(false);
      setConfirming(false);
      toast.success('Your calendar link has been revoked.');
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar link copied.');
    } catch {
      toast.error('Could not copy: select the link and copy it yourself.');
    }
  };

  const revokeButton = (
    <Button size="small" color="error" disabled={isBusy} onClick={() => setConfirming(true)}>
      Revoke
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="subscribe-title">
      <Typography id="subscribe-title" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        Personal calendar
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Subscribe to your sessions and events from your own calendar app. A new link stops any
        earlier one.
      </Typography>
      {url ? (
        <Stack spacing={1}>
          <Suspense fallback={<Skeleton variant="rounded" height={40} />}>
            <CalendarLinkField url={url} />
          </Suspense>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" onClick={copy}>
              Copy
            </Button>
            {revokeButton}
          </Stack>
        </Stack>
      ) : hasEarlierLink ? (
        <Stack spacing={1}>
          <Typography variant="body2">
            You already have a calendar link. Its address is shown only once, when it is made.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" disabled={isBusy} onClick={create}>
              Get a new link
            </Button>
            {revokeButton}
          </Stack>
        </Stack>
      ) : (
        <Button size="small" variant="outlined" disabled={isBusy} onClick={create}>
          Get calendar link
        </Button>
      )}
      <LazyConfirmDialog
        isOpen={isConfirming}
        title="Revoke calendar link?"
        confirmLabel="Revoke"
        isBusy={isBusy}
        onClose={() => setConfirming(false)}
        onConfirm={revoke}
      >
        <DialogContentText>
          Calendars subscribed with this link will stop updating. You can make a new link at any
          time.
        </DialogContentText>
      </LazyConfirmDialog>
    </Box>
  );
}
