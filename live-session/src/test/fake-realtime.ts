import type { RealtimeClient } from '@tp/data-provider';

type Handler = (data: unknown) => void;

/** A realtime client the test drives: `emit` delivers an event to the current subscribers. */
export interface FakeRealtime extends RealtimeClient {
  emit(channel: string, event: string, data: unknown): void;
  subscriptionCount(channel: string, event: string): number;
}

export function createFakeRealtime(): FakeRealtime {
  const handlers = new Map<string, Set<Handler>>();
  const keyOf = (channel: string, event: string) => `${channel}|${event}`;
  return {
    subscribe<T = unknown>(channel: string, event: string, handler: (data: T) => void) {
      const key = keyOf(channel, event);
      const set = handlers.get(key) ?? new Set<Handler>();
      const untyped = handler as Handler;
      set.add(untyped);
      handlers.set(key, set);
      return () => set.delete(untyped);
    },
    disconnect: () => handlers.clear(),
    connectionState: () => 'connected',
    emit(channel, event, data) {
      for (const handler of handlers.get(keyOf(channel, event)) ?? []) handler(data);
    },
    subscriptionCount: (channel, event) => handlers.get(keyOf(channel, event))?.size ?? 0,
  };
}
