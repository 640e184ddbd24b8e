import { useEffect, useEffectEvent } from 'react';
import { useAppServices } from '../app/AppServicesContext.ts';

/**
 * Calls `onEvent` for each `event` on `channel` while the component is mounted; no channel,
 * no subscription. A realtime connection that cannot be opened only loses live updates.
 */
export function useRealtimeEvent(
  channel: string | null,
  event: string,
  onEvent: (data: unknown) => void,
): void {
  const { getRealtime } = useAppServices();
  const handle = useEffectEvent(onEvent);

  useEffect(() => {
    if (!channel) return;
    let unsubscribe: (() => void) | null = null;
    let isActive = true;
    getRealtime().then(
      (client) => {
        if (isActive)
          unsubscribe = client.subscribe(channel, event, (data: unknown) => handle(data));
      },
      (error: unknown) => console.warn(`Live updates are off: ${String(error)}`),
    );
    return () => {
      isActive = false;
      unsubscribe?.();
    };
  }, [channel, event, getRealtime]);
}
