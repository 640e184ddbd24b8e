import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { earliestReadAt } from '@tp/data-provider';
import { mayHaveMissedEvents } from '@tp/domain';
import { useRealtimeConnector } from './RealtimeConnection.tsx';
import { pageSettled } from './page-settled.ts';

export interface RealtimeEventOptions {
  /**
   * Subscribe only once the page has settled (`pageSettled`): for updates the first screen can
   * do without, such as the inbox badge, which every page shows. On a page with no other
   * subscriber, pusher-js then downloads after the page's first content.
   */
  deferred?: boolean;
  /**
   * Called once the server has confirmed the subscription, when the channel may have had an
   * event since the page's first answers (domain's `mayHaveMissedEvents`, against the page's
   * read clock): what changed before then is read again here. Not called when the server says
   * the channel has been quiet since.
   */
  onSubscribed?: () => void;
}

/**
 * Calls `onEvent` with each `event` on `channel` while the component is mounted; no channel
 * (or no connection, as in component tests without one), no subscription. A connection that
 * cannot be opened only loses the live updates: the screen still loads as usual.
 */
export function useRealtimeEvent<T = unknown>(
  channel: string | null,
  event: string,
  onEvent: (data: T) => void,
  { deferred = false, onSubscribed }: RealtimeEventOptions = {},
): void {
  const connector = useRealtimeConnector();
  const queryClient = useQueryClient();
  const handle = useEffectEvent(onEvent);
  const subscribed = useEffectEvent(() => onSubscribed?.());

  useEffect(() => {
    if (!channel || !connector) return;
    let stop: (() => void) | null = null;
    let isCurrent = true;
    (deferred ? pageSettled(queryClient) : Promise.resolve())
      .then(() => (isCurrent ? connector() : null))
      .then((client) => {
        if (!client || !isCurrent) return;
        stop = client.subscribe<T>(
          channel,
          event,
          (data) => handle(data),
          (confirmation) => {
            if (mayHaveMissedEvents(earliestReadAt(), confirmation)) subscribed();
          },
        );
      })
      .catch((error: unknown) => console.warn(`Live updates are off: ${String(error)}`));
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [channel, event, connector, deferred, queryClient]);
}
