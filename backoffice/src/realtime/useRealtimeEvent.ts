import { useEffect, useEffectEvent } from 'react';
import { useRealtimeConnector } from './RealtimeConnection.tsx';

/**
 * Calls `onEvent` with each `event` on `channel` while the component is mounted; no channel
 * (or no connection, as in component tests without one), no subscription. A connection that
 * cannot be opened only loses the live updates: the screen still loads as usual.
 */
export function useRealtimeEvent<T = unknown>(
  channel: string | null,
  event: string,
  onEvent: (data: T) => void,
): void {
  const connector = useRealtimeConnector();
  const handle = useEffectEvent(onEvent);

  useEffect(() => {
    if (!channel || !connector) return;
    let stop: (() => void) | null = null;
    let isCurrent = true;
    connector()
      .then((client) => {
        if (isCurrent) stop = client.subscribe<T>(channel, event, (data) => handle(data));
      })
      .catch((error: unknown) => console.warn(`Live updates are off: ${String(error)}`));
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [channel, event, connector]);
}
