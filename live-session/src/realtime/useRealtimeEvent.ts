import { useEffect, useEffectEvent } from 'react';
import { mayHaveMissedEvents } from '@tp/domain';
import { earliestReadAt } from '@tp/data-provider';
import { useAppServices } from '../app/AppServicesContext.ts';

export interface RealtimeEventOptions {
  /**
   * Subscribe only once the page shows its first data (`AppServices.pageLoad`): for the
   * updates of a landing page (dashboard, schedule, planner, notifications), so that pusher-js
   * downloads after the page's first content instead of before it.
   */
  deferred?: boolean;
  /**
   * Called once a subscription that waited for the page is confirmed, when the channel may have
   * had an event since the page's first reads (domain's `mayHaveMissedEvents`): what changed in
   * between is read again here, or its event would be lost. Not called when the server says the
   * channel has been quiet since (the page's data is current).
   */
  onSubscribed?: () => void;
}

/**
 * Calls `onEvent` for each `event` on `channel` while the component is mounted; no channel,
 * no subscription. A realtime connection that cannot be opened only loses live updates.
 */
export function useRealtimeEvent(
  channel: string | null,
  event: string,
  onEvent: (data: unknown) => void,
  { deferred = false, onSubscribed }: RealtimeEventOptions = {},
): void {
  const { getRealtime, pageLoad } = useAppServices();
  const handle = useEffectEvent(onEvent);
  const subscribed = useEffectEvent(() => onSubscribed?.());

  useEffect(() => {
    if (!channel) return;
    let unsubscribe: (() => void) | null = null;
    let isActive = true;
    // Once the page has settled (a later screen of the same load), nothing waits.
    const waitsForPage = deferred && pageLoad !== undefined && !pageLoad.hasSettled();
    (waitsForPage ? pageLoad.settled() : Promise.resolve())
      .then(() => (isActive ? getRealtime() : null))
      .then(
        (client) => {
          if (!client || !isActive) return;
          unsubscribe = client.subscribe(
            channel,
            event,
            (data: unknown) => handle(data),
            waitsForPage
              ? (confirmation) => {
                  if (mayHaveMissedEvents(earliestReadAt(), confirmation)) subscribed();
                }
              : undefined,
          );
        },
        (error: unknown) => console.warn(`Live updates are off: ${String(error)}`),
      );
    return () => {
      isActive = false;
      unsubscribe?.();
    };
  }, [channel, event, getRealtime, pageLoad, deferred]);
}
