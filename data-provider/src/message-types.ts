import type { RunAction } from './resource-actions.ts';

/** GET /messages/message_types, answered from the first request for the provider's life. */
export type MessageTypes = () => Promise<string[]>;

/**
 * The message types are "cached" (spec staff-and-crm §7): one request per data provider (one
 * per sign-in of the app), shared by every screen that asks, even after react-admin's refresh
 * invalidates its queries. A failure is not kept, so the next caller asks again.
 */
export function cachedMessageTypes(action: RunAction): MessageTypes {
  let request: Promise<string[]> | null = null;
  return () => {
    if (request) return request;
    const pending = action('messages', 'messageTypes').then(({ data }) => data.messageTypes);
    request = pending;
    pending.catch(() => {
      if (request === pending) request = null;
    });
    return pending;
  };
}
