import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import type { Db } from '../db/client.ts';
import type { RealtimePublisher } from './publisher.ts';

/** The PostgreSQL channel every server process listens on. */
export const FANOUT_CHANNEL = 'tp_realtime';

/**
 * A NOTIFY payload must stay under 8,000 bytes; larger events travel in parts that the
 * listeners put back together (events are ids and small changes, so parts are rare). A part's
 * slice is ASCII and at worst doubles when quoted into its envelope (every character escaped).
 */
const PART_CHARS = 3_900;
/** Parts of a message not completed within this time are dropped (a process died mid-send). */
const PART_TTL_MS = 10_000;

interface Part {
  /** The message's id, when it travels in parts. */
  id?: string;
  seq?: number;
  total?: number;
  /** JSON of `{ channel, event, data }`, or its `seq`-th slice. */
  body: string;
}

interface Message {
  channel: string;
  event: string;
  data: unknown;
}

/** JSON with every non-ASCII character escaped: one byte per character, so slices measure bytes. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Splits a message into NOTIFY payloads (one when it fits). */
export function fanoutPayloads(message: Message): string[] {
  const body = asciiJson(message);
  if (body.length <= PART_CHARS) return [asciiJson({ body } satisfies Part)];
  const id = randomUUID();
  const total = Math.ceil(body.length / PART_CHARS);
  return Array.from({ length: total }, (_, seq) =>
    asciiJson({
      id,
      seq,
      total,
      body: body.slice(seq * PART_CHARS, (seq + 1) * PART_CHARS),
    } satisfies Part),
  );
}

/** Puts parts back together, in whatever order they arrive; answers each whole message once. */
export class FanoutAssembler {
  private readonly pending = new Map<string, { parts: string[]; got: number; since: number }>();

  accept(payload: string, now = Date.now()): Message | null {
    const part = JSON.parse(payload) as Part;
    if (part.id === undefined) return JSON.parse(part.body) as Message;
    this.drop(now);
    const entry = this.pending.get(part.id) ?? {
      parts: new Array<string>(part.total ?? 0),
      got: 0,
      since: now,
    };
    if (entry.parts[part.seq ?? 0] === undefined) entry.got += 1;
    entry.parts[part.seq ?? 0] = part.body;
    if (entry.got < entry.parts.length) {
      this.pending.set(part.id, entry);
      return null;
    }
    this.pending.delete(part.id);
    return JSON.parse(entry.parts.join('')) as Message;
  }

  private drop(now: number): void {
    for (const [id, entry] of this.pending)
      if (now - entry.since > PART_TTL_MS) this.pending.delete(id);
  }
}

/** Where the fan-out hands events; told when events may have passed while it was not listening. */
export interface FanoutTarget extends RealtimePublisher {
  missedEventsBefore?(at: number): void;
}

/**
 * Realtime across server processes on one PostgreSQL (issue 27): an event is published with
 * NOTIFY, and each process, this one included, LISTENs and hands it to its own embedded
 * endpoint's subscribers. One path for every event, so a subscriber sees the same order
 * whichever process it is connected to. `publish` answers once PostgreSQL has the event, not
 * after the sockets are written (the writer does not wait for the fan-out).
 */
export class PostgresFanout implements RealtimePublisher {
  private readonly assembler = new FanoutAssembler();
  private listener: Client | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly local: FanoutTarget,
    private readonly connect: () => Promise<Client>,
    private readonly onError: (error: Error) => void = (error) =>
      console.warn(`Realtime across processes: ${error.message}`),
  ) {}

  /** Starts listening; reconnects (after a second) when the listening connection is lost. */
  async start(): Promise<void> {
    const client = await this.connect();
    client.on('notification', (note) => {
      if (note.channel !== FANOUT_CHANNEL || !note.payload) return;
      try {
        const message = this.assembler.accept(note.payload);
        if (message) void this.local.publish(message.channel, message.event, message.data);
      } catch (error) {
        this.onError(error as Error);
      }
    });
    client.on('error', (error) => {
      this.onError(error);
      this.listener = null;
      void client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.restart(), 1_000).unref();
    });
    await client.query(`LISTEN ${FANOUT_CHANNEL}`);
    // Other processes' events before this moment never reached this process.
    this.local.missedEventsBefore?.(Date.now());
    this.listener = client;
  }

  private async restart(): Promise<void> {
    if (this.stopped || this.listener) return;
    try {
      await this.start();
    } catch (error) {
      this.onError(error as Error);
      setTimeout(() => void this.restart(), 1_000).unref();
    }
  }

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    for (const payload of fanoutPayloads({ channel, event, data }))
      await this.db.execute(sql`SELECT pg_notify(${FANOUT_CHANNEL}, ${payload})`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.listener;
    this.listener = null;
    await client?.end();
  }
}
