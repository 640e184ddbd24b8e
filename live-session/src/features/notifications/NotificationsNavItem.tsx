import { useCallback, useEffect, useState } from 'react';
import { matchRoutes, useNavigate } from 'react-router';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DEFAULT_POG_FORM_URL,
  HEADS_UP_EVENT,
  NEW_NOTICE_EVENT,
  privateUserChannel,
  readHeadsUp,
  type AuthUser,
  type Notice,
} from '@tp/domain';
import { fetchRuntimeConfig } from '@tp/data-provider';
import { useErrorToast, useToast } from '@tp/ui';
import { LazySessionDetailModal } from '../../lib/LazySessionDetailModal.ts';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent.ts';
import { displayTimeZone } from '../shell/display-zone.ts';
import {
  acknowledgeAllNotices,
  acknowledgeNotice,
  fetchNoticesMarkingRead,
  fetchUnreadCount,
} from './notices-api.ts';
import type { NoticeTarget } from './notice-targets.ts';
import type { NotificationsModalProps } from './NotificationsModal.tsx';
import { lazyWhenOpened } from '../../lib/lazyWhenOpened.tsx';

/** The modal with its list and dialog parts, downloaded when the tutor first opens it. */
const LazyNotificationsModal = lazyWhenOpened<NotificationsModalProps>(
  async () => (await import('./NotificationsModal.tsx')).NotificationsModal,
  ({ open }) => open,
);

/** Where a student's notice leads until the tutor app routes student pages. */
const STUDENTS_FALLBACK = '/tutor/dashboard/students';

/**
 * The shell's Notifications item (spec: scheduling §2): the unread count as a badge, kept
 * current by `new-notice` on the user's private channel, and the Notifications modal with
 * each notice's action (a session opens in the session detail modal). A `heads-up` on the same
 * channel (spec §7) shows its notice at once as a toast, wherever the tutor is.
 */
export function NotificationsNavItem({ user }: { user: AuthUser }) {
  const { httpClient } = useAppServices();
  const navigate = useNavigate();
  const toastError = useErrorToast();
  const toast = useToast();
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const [notices, setNotices] = useState<Notice[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [sessionId, setSessionId] = useState<number | null>(null);
  // The deployment's POG form (POG_FORM_URL, in GET /api/config.json), read before it is
  // needed: the new tab must open while the click still counts as the user's.
  const [pogFormUrl, setPogFormUrl] = useState(DEFAULT_POG_FORM_URL);
  const isSpoofing = Boolean(user.spoofedBy);
  const timeZone = displayTimeZone(user);

  const refreshCount = useCallback(
    () => fetchUnreadCount(httpClient).then(setUnread, toastError),
    [httpClient, toastError],
  );
  const refreshList = useCallback(async () => {
    try {
      setNotices(await fetchNoticesMarkingRead(httpClient));
    } catch (error) {
      toastError(error);
    }
    await refreshCount();
  }, [httpClient, refreshCount, toastError]);

  useEffect(() => {
    void refreshCount();
  }, [refreshCount]);
  useEffect(() => {
    let isCurrent = true;
    fetchRuntimeConfig(httpClient).then(
      (config) => {
        if (isCurrent) setPogFormUrl(config.pogFormUrl);
      },
      () => undefined, // no config: the default form
    );
    return () => {
      isCurrent = false;
    };
  }, [httpClient]);
  const channel = privateUserChannel('tutor', user.id);
  const refreshNotices = () => void (open ? refreshList() : refreshCount());
  // After the page's first content; the count is read again then (a heads-up is a passing toast).
  useRealtimeEvent(channel, NEW_NOTICE_EVENT, refreshNotices, {
    deferred: true,
    onSubscribed: refreshNotices,
  });
  useRealtimeEvent(
    channel,
    HEADS_UP_EVENT,
    (data) => {
      const headsUp = readHeadsUp(data);
      if (headsUp) toast.info(headsUp.message, headsUp.title);
    },
    { deferred: true },
  );

  const openModal = () => {
    setNotices(null);
    setOpen(true);
    void refreshList();
  };
  const acknowledge = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
    await refreshList();
  };
  const act = async (notice: Notice, target: NoticeTarget) => {
    if (target.kind === 'pog') {
      // The notice goes first, then the form opens; a spoofer leaves it for the tutor.
      if (!isSpoofing) await acknowledge(() => acknowledgeNotice(httpClient, notice.id));
      window.open(pogFormUrl, '_blank', 'noopener');
      return;
    }
    setOpen(false);
    if (target.kind === 'session') setSessionId(target.sessionId);
    else void navigate(await routeOrFallback(target.to));
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={openModal}
        aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
        sx={{ minWidth: 0, px: { xs: 1, sm: 2 } }}
      >
        <Badge badgeContent={unread} color="error" max={99} sx={{ mr: { xs: 0, sm: 1 } }}>
          <NotificationsIcon fontSize="small" />
        </Badge>
        {/* The bell alone on a phone. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Notifications
        </Box>
      </Button>
      <LazyNotificationsModal
        open={open}
        notices={notices}
        timeZone={timeZone}
        now={new Date()}
        isSpoofing={isSpoofing}
        busy={busy}
        onClose={() => setOpen(false)}
        onAction={(notice, target) => void act(notice, target)}
        onAcknowledge={(notice) => void acknowledge(() => acknowledgeNotice(httpClient, notice.id))}
        onAcknowledgeAll={() => void acknowledge(() => acknowledgeAllNotices(httpClient))}
      />
      <LazySessionDetailModal
        sessionId={sessionId}
        app="tutor"
        httpClient={httpClient}
        timeZone={timeZone}
        viewerEmployeeId={user.employeeId ?? null}
        onClose={() => setSessionId(null)}
      />
    </>
  );
}

/**
 * `to`, or the closest screen while the app has none there yet (a route only the catch-all
 * matches): the student list for a student's page, else the dashboard. The student pages and
 * the message route of spec §2 take over once they are routed.
 */
async function routeOrFallback(to: string): Promise<string> {
  // Loaded when used: the routes import the shell, which imports this item.
  const { routes } = await import('../../app/routes.tsx');
  const matches = matchRoutes(routes, to.split('?')[0]!) ?? [];
  if (matches.at(-1)?.route.path !== '*') return to;
  return to.startsWith('/tutor/students/') ? STUDENTS_FALLBACK : '/tutor/dashboard';
}
