import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RealtimePublisher } from './publisher.ts';
import {
  ERROR_CODES,
  PROTOCOL_VERSION,
  checkSubscription,
  newSocketId,
  parseClientMessage,
  serverMessages,
} from './pusher-protocol.ts';

export interface EmbeddedRealtimeOptions {
  key: string;
  secret: string;
  /** Largest client frame accepted; Pusher allows 10 KB per message. */
  maxMessageBytes?: number;
  /** How often dead connections are swept with WebSocket pings. */
  heartbeatMs?: number;
}

type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** What attach() needs of a Node HTTP server (the one @hono/node-server's serve() returns). */
export interface UpgradeSource {
  on(event: 'upgrade', listener: UpgradeListener): unknown;
  off(event: 'upgrade', listener: UpgradeListener): unknown;
}

interface Connection {
  socketId: string;
  channels: Set<string>;
  isAlive: boolean;
}

const APP_PATH = /^\/app\/([^/?#]+)$/;

/** Channels whose last event is remembered; past this the memory starts over (see `changedAt`). */
const REMEMBERED_CHANNELS = 10_000;

/**
 * A Pusher-protocol WebSocket endpoint inside this process, at `/app/{key}` on the HTTP
 * server's port (pusher-js's default path), and the publisher that feeds it. Its own
 * subscribers only: with several processes on one PostgreSQL, PostgresFanout feeds every
 * process's endpoint (realtime-from-config.ts); Pusher (or Soketi) is the SDK adapter's.
 */
export class EmbeddedRealtimeServer implements RealtimePublisher {
  private readonly wss: WebSocketServer;
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly channels = new Map<string, Set<WebSocket>>();
  private readonly attached = new Set<UpgradeSource>();
  private heartbeat: NodeJS.Timeout | undefined;
  /** When each channel last had an event, by this process's clock. */
  private readonly lastEventAt = new Map<string, number>();
  /** Events before this may have passed unseen (the process started, or its feed was lost). */
  private unseenBefore = Date.now();

  constructor(private readonly options: EmbeddedRealtimeOptions) {
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: options.maxMessageBytes ?? 10 * 1024,
    });
    this.heartbeat = setInterval(() => this.sweep(), options.heartbeatMs ?? 60_000);
    this.heartbeat.unref();
  }

  /** Takes over the server's WebSocket upgrades. */
  attach(server: UpgradeSource): void {
    server.on('upgrade', this.handleUpgrade);
    this.attached.add(server);
  }

  /**
   * Hands the event to the channel's subscribers on the next turn of the event loop: the writer
   * that published it answers without waiting for the fan-out (10,000 sockets take tens of ms).
   * The frame is encoded once for all of them.
   */
  async publish(channel: string, event: string, data: unknown): Promise<void> {
    this.remember(channel);
    if (!this.channels.has(channel)) return;
    const message = Buffer.from(serverMessages.channelEvent(channel, event, data));
    setImmediate(() => {
      const sockets = this.channels.get(channel);
      if (!sockets) return;
      for (const ws of sockets) {
        if (ws.readyState === ws.OPEN) ws.send(message, { binary: false });
      }
    });
  }

  /**
   * Says that events published before `at` may not have reached this endpoint (its feed of other
   * processes' events was just established, or re-established): confirmations then say so.
   */
  missedEventsBefore(at: number): void {
    this.unseenBefore = Math.max(this.unseenBefore, at);
  }

  /**
   * When `channel` last changed, as a subscription's confirmation tells the page (domain's
   * `mayHaveMissedEvents`): its last event, or since when one may have gone unseen.
   */
  changedAt(channel: string): number {
    return Math.max(this.lastEventAt.get(channel) ?? 0, this.unseenBefore);
  }

  private remember(channel: string): void {
    const now = Date.now();
    // Bounded memory: forgetting every channel is safe, as long as they all count as changed now.
    if (this.lastEventAt.size >= REMEMBERED_CHANNELS && !this.lastEventAt.has(channel)) {
      this.lastEventAt.clear();
      this.missedEventsBefore(now);
    }
    this.lastEventAt.set(channel, now);
  }

  /** Open connections and subscribers per channel (for logs and tests). */
  stats(): { connections: number; channels: Record<string, number> } {
    return {
      connections: this.connections.size,
      channels: Object.fromEntries(
        [...this.channels].map(([name, sockets]) => [name, sockets.size]),
      ),
    };
  }

  /** Closes every connection and stops listening for upgrades. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const server of this.attached) server.off('upgrade', this.handleUpgrade);
    this.attached.clear();
    for (const ws of this.connections.keys()) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private readonly handleUpgrade: UpgradeListener = (req, socket, head) => {
    // A peer resetting mid-handshake must not become an unhandled 'error' that stops the process.
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = APP_PATH.exec(url.pathname);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const key = decodeURIComponent(match[1]!);
    const protocol = Number(url.searchParams.get('protocol') ?? PROTOCOL_VERSION);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      // Refused after the handshake, as Pusher does, so pusher-js reads the 40xx code and
      // stops reconnecting instead of retrying a failed upgrade forever.
      if (key !== this.options.key) {
        ws.send(
          serverMessages.error(ERROR_CODES.appDoesNotExist, `App key ${key} does not exist.`),
        );
        ws.close(ERROR_CODES.appDoesNotExist, 'App does not exist');
        return;
      }
      if (!(protocol >= 5 && protocol <= PROTOCOL_VERSION)) {
        ws.send(
          serverMessages.error(
            ERROR_CODES.unsupportedProtocol,
            `Unsupported protocol version ${protocol}.`,
          ),
        );
        ws.close(ERROR_CODES.unsupportedProtocol, 'Unsupported protocol version');
        return;
      }
      this.accept(ws);
    });
  };

  private accept(ws: WebSocket): void {
    const connection: Connection = { socketId: newSocketId(), channels: new Set(), isAlive: true };
    this.connections.set(ws, connection);
    ws.on('pong', () => {
      connection.isAlive = true;
    });
    ws.on('message', (raw, isBinary) => {
      connection.isAlive = true;
      if (isBinary) {
        ws.send(serverMessages.error(null, 'Binary frames are not supported.'));
        return;
      }
      this.handleMessage(ws, connection, raw.toString());
    });
    // Oversized frames and protocol violations land here; ws then closes the socket itself
    // with the matching code (1009, 1002). The listener only keeps the error from being unhandled.
    ws.on('error', () => {});
    ws.on('close', () => this.forget(ws, connection));
    ws.send(serverMessages.connectionEstablished(connection.socketId));
  }

  private handleMessage(ws: WebSocket, connection: Connection, raw: string): void {
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      ws.send(serverMessages.error(null, parsed.error));
      return;
    }
    const message = parsed.message;
    switch (message.event) {
      case 'pusher:ping':
        ws.send(serverMessages.pong());
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe': {
        const verdict = checkSubscription({
          key: this.options.key,
          secret: this.options.secret,
          socketId: connection.socketId,
          channel: message.channel,
          auth: message.auth,
        });
        if (!verdict.ok) {
          ws.send(serverMessages.subscriptionError(message.channel, verdict.error));
          return;
        }
        connection.channels.add(message.channel);
        let sockets = this.channels.get(message.channel);
        if (!sockets) this.channels.set(message.channel, (sockets = new Set()));
        sockets.add(ws);
        ws.send(
          serverMessages.subscriptionSucceeded(message.channel, this.changedAt(message.channel)),
        );
        return;
      }
      case 'pusher:unsubscribe':
        this.leave(ws, connection, message.channel);
        return;
      case 'unsupported':
        ws.send(
          serverMessages.error(
            null,
            message.name.startsWith('client-')
              ? 'Client events are not enabled.'
              : `Unsupported event ${message.name}.`,
          ),
        );
    }
  }

  private leave(ws: WebSocket, connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const sockets = this.channels.get(channel);
    if (!sockets) return;
    sockets.delete(ws);
    if (sockets.size === 0) this.channels.delete(channel);
  }

  private forget(ws: WebSocket, connection: Connection): void {
    for (const channel of [...connection.channels]) this.leave(ws, connection, channel);
    this.connections.delete(ws);
  }

  /** Terminates connections that did not answer the previous ping (the `ws` heartbeat pattern). */
  private sweep(): void {
    for (const [ws, connection] of this.connections) {
      if (!connection.isAlive) {
        ws.terminate();
        continue;
      }
      connection.isAlive = false;
      ws.ping();
    }
  }
}
