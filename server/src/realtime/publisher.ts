/**
 * Publishes realtime events. Adapters: the embedded Pusher-protocol endpoint in this process
 * (default) or Pusher Channels through the `pusher` SDK when PUSHER_* is set.
 */
export interface RealtimePublisher {
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

/** Records what was published; used by tests. */
export function recordingPublisher(): RealtimePublisher & {
  events: { channel: string; event: string; data: unknown }[];
} {
  const events: { channel: string; event: string; data: unknown }[] = [];
  return {
    events,
    async publish(channel, event, data) {
      events.push({ channel, event, data });
    },
  };
}
