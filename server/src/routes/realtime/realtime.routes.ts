import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../auth/require-user.ts';
import { parseOr422 } from '../../http/validation.ts';
import { SOCKET_ID_PATTERN } from '../../realtime/channel-signature.ts';
import { pusherAuthHandler } from './realtime.handlers.ts';

/** pusher-js's channel-authorization request (form-encoded by default; JSON accepted too). */
export const channelAuthBody = z.object({
  socket_id: z.string().regex(SOCKET_ID_PATTERN, 'is not a socket id'),
  channel_name: z.string().min(1).max(164),
});

export type ChannelAuthBody = z.infer<typeof channelAuthBody>;

async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? '';
  try {
    if (type.includes('json')) return await c.req.json();
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

/**
 * Mounted under /api:
 * - POST /auth/pusher/auth (`socket_id`, `channel_name`) -> `{ auth }` for the signed-in
 *   user's own `private-{app}-user-{id}` channel; 401 signed out; 403 any other channel.
 */
export function realtimeAuthRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/auth/pusher/auth', async (c) => {
    const user = requireUser(c);
    return pusherAuthHandler(c, user, parseOr422(channelAuthBody, await readBody(c)));
  });
  return app;
}
