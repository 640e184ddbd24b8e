import type { Context } from 'hono';
import { parsePrivateUserChannel, type AuthUser } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { Forbidden } from '../../http/errors.ts';
import { signChannel } from '../../realtime/channel-signature.ts';
import type { ChannelAuthBody } from './realtime.routes.ts';

export function pusherAuthHandler(c: Context<AppEnv>, user: AuthUser, body: ChannelAuthBody) {
  const channel = parsePrivateUserChannel(body.channel_name);
  if (!channel || channel.userId !== user.id) {
    throw new Forbidden('You are not allowed to listen on this channel.');
  }
  // Both adapters sign the same way: Pusher's scheme with the configured key and secret.
  const { config, crypto } = c.get('deps');
  const { key, secret } = config.realtime;
  return c.json({ auth: signChannel(crypto, key, secret, body.socket_id, body.channel_name) });
}
