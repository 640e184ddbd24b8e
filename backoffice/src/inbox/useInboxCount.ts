import {
  INBOX_CHANGE_EVENT,
  INBOX_UNREAD_COUNT_PATH,
  privateUserChannel,
  type InboxChangeEvent,
} from '@tp/domain';
import type { AppDataProvider } from '@tp/data-provider';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent.ts';

/** The inbox page tells the badge it changed the count (read, cleared) with this DOM event. */
export const INBOX_CHANGED = 'tp:inbox-changed';
/** Without realtime the badge still catches up this often. */
const REFRESH_MS = 60_000;

export function announceInboxChanged(): void {
  window.dispatchEvent(new Event(INBOX_CHANGED));
}

/**
 * The signed-in staff member's unread inbox count (GET /inbox_activities/unread_count): fetched
 * at first, after the inbox page changes it, every minute, and live from `inbox-change` on
 * their private channel (spec staff-and-crm §7).
 */
export function useInboxCount(): number | null {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { user } = useAuthUser();
  const [count, setCount] = useState<number | null>(null);

  const refresh = useCallback(() => {
    // A plain GET of the action's route: the badge shows with the shell, before any screen has
    // loaded the contracts (and zod) that running it as an action needs.
    dataProvider
      .getJson(`inbox_activities/${INBOX_UNREAD_COUNT_PATH}`)
      .then((json) => {
        const unread = (json as Partial<InboxChangeEvent> | null)?.unreadCount;
        if (typeof unread === 'number') setCount(unread);
      })
      // A failed refresh keeps the last count; the next one tries again.
      .catch(() => undefined);
  }, [dataProvider]);

  useEffect(() => {
    if (!user) return;
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    window.addEventListener(INBOX_CHANGED, refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(INBOX_CHANGED, refresh);
    };
  }, [user, refresh]);

  useRealtimeEvent<InboxChangeEvent>(
    user ? privateUserChannel('crm', user.id) : null,
    INBOX_CHANGE_EVENT,
    (event) => setCount(event.unreadCount),
    // After the page's first content (pusher-js is not part of it), with a fresh count then.
    { deferred: true, onSubscribed: refresh },
  );

  return count;
}
