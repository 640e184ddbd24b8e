import type { Context } from 'hono';
import {
  canListenToSessionChannel,
  parsePrivateSessionChannel,
  parsePrivateUserChannel,
  type AuthUser,
} from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { Forbidden, NotFound } from '../../http/errors.ts';
import { signChannel } from '../../realtime/channel-signature.ts';
import { callContext } from '../../resources/call-context.ts';
import { sessionsResource } from '../../resources/definitions/sessions.ts';
import { showRecord } from '../../resources/read-handlers.ts';
import { REGISTRY } from '../../resources/registry.ts';
import type { ChannelAuthBody } from './realtime.routes.ts';

const NOT_YOUR_CHANNEL = 'You are not allowed to listen on this channel.';

/** Whether the user may listen on `private-session-{id}`: a session they read, as its staff or tutor. */
async function maySessionChannel(c: Context<AppEnv>, sessionId: number): Promise<boolean> {
  try {
    const session = await showRecord(sessionsResource, sessionId, {}, REGISTRY, callContext(c));
    return canListenToSessionChannel(
      c.get('user')!,
      session as unknown as { supervisorId: number | null; assignedEmployeeIds: number[] },
    );
  } catch (error) {
    // A session the user may not read is one more channel they may not listen on.
    if (error instanceof NotFound) return false;
    throw error;
  }
}

export async function pusherAuthHandler(c: Context<AppEnv>, user: AuthUser, body: ChannelAuthBody) {
  const channel = parsePrivateUserChannel(body.channel_name);
  const sessionId = parsePrivateSessionChannel(body.channel_name);
  const allowed =
    channel !== null
      ? channel.userId === user.id
      : sessionId !== null && (await maySessionChannel(c, sessionId));
  if (!allowed) throw new Forbidden(NOT_YOUR_CHANNEL);
  // Both adapters sign the same way: Pusher's scheme with the configured key and secret.
  const { config, crypto } = c.get('deps');
  const { key, secret } = config.realtime;
  return c.json({ auth: signChannel(crypto, key, secret, body.socket_id, body.channel_name) });
}
