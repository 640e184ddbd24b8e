import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../auth/require-user.ts';
import { SOCKET_ID_PATTERN } from '../../realtime/channel-signature.ts';
import { signedIn } from '../openapi/documented-middleware.ts';
import { answer, invalid, refusal } from '../openapi/route-answers.ts';
import { validFormOrJson } from '../openapi/route-validators.ts';
import { pusherAuthHandler } from './realtime.handlers.ts';

/** pusher-js's channel-authorization request (form-encoded by default; JSON accepted too). */
export const channelAuthBody = z.object({
  socket_id: z
    .string()
    .regex(SOCKET_ID_PATTERN, 'is not a socket id')
    .meta({ example: '1234.5678' }),
  channel_name: z.string().min(1).max(164).meta({ example: 'private-tutor-user-2' }),
});

export type ChannelAuthBody = z.infer<typeof channelAuthBody>;

const channelSignature = z.object({
  auth: z.string().meta({ example: 'key:hexsignature', description: 'key:HMAC-SHA256 signature' }),
});

/**
 * Mounted under /api:
 * - POST /auth/pusher/auth (`socket_id`, `channel_name`) -> `{ auth }` for the signed-in
 *   user's own `private-{app}-user-{id}` channel, or a session's `private-session-{id}` for
 *   its staff and tutors who may read its attendances; 401 signed out; 403 any other channel.
 */
export function realtimeAuthRoutes() {
  const app = new Hono<AppEnv>();
  app.post(
    '/auth/pusher/auth',
    signedIn,
    describeRoute({
      tags: ['auth'],
      summary:
        "Authorises a private realtime channel (Pusher signature scheme): the signed-in user's own private-{app}-user-{id}, or private-session-{id} of a session whose attendances they may read as staff or as its supervisor or assigned tutor.",
      responses: {
        200: answer('The signature', channelSignature),
        403: refusal('Not your channel, or no CSRF token.'),
        422: invalid('A malformed socket_id or channel_name.'),
      },
    }),
    validFormOrJson(channelAuthBody),
    (c) => pusherAuthHandler(c, requireUser(c), c.req.valid('json')),
  );
  return app;
}
