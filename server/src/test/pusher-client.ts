import Pusher from 'pusher-js';

/**
 * pusher-js as the apps configure it, connected to an embedded realtime endpoint on `port`.
 * Node's XMLHttpRequest refuses to send cookies, so the channel authorisation a browser would
 * make (form-encoded, cookies, CSRF header) is `authorize`'s call to the real auth endpoint.
 */
export function pusherClient(options: {
  key: string;
  port: number;
  authorize: (form: string) => Promise<Response>;
}): Pusher {
  return new Pusher(options.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: options.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const form = new URLSearchParams({
          socket_id: socketId,
          channel_name: channelName,
        }).toString();
        options
          .authorize(form)
          .then(async (res) => {
            if (res.status !== 200) throw new Error(`auth answered ${res.status}`);
            callback(null, (await res.json()) as { auth: string });
          })
          .catch((error: Error) => callback(error, null));
      },
    },
  });
}
