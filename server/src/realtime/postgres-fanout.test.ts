import { EventEmitter } from 'node:events';
import type { Client } from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { FanoutAssembler, PostgresFanout, fanoutPayloads } from './postgres-fanout.ts';

/** NOTIFY payloads stay under PostgreSQL's 8,000 bytes; large events travel in parts. */
describe('realtime fan-out payloads', () => {
  it('sends a small event as one payload and reads it back', () => {
    const message = { channel: 'private-tutor-user-1', event: 'schedule-change', data: { id: 7 } };
    const [payload, ...rest] = fanoutPayloads(message);
    expect(rest).toHaveLength(0);
    expect(new FanoutAssembler().accept(payload!)).toEqual(message);
  });

  it('splits a large event into parts under the limit and rebuilds it in any order, once', () => {
    const message = { channel: 'c', event: 'e', data: { text: 'é'.repeat(20_000) } };
    const payloads = fanoutPayloads(message);
    expect(payloads.length).toBeGreaterThan(2);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    const assembler = new FanoutAssembler();
    const reversed = [...payloads].reverse();
    const answers = reversed.map((payload) => assembler.accept(payload));
    expect(answers.slice(0, -1).every((answer) => answer === null)).toBe(true);
    expect(answers.at(-1)).toEqual(message);
  });

  it('drops the parts of a message never completed', () => {
    const payloads = fanoutPayloads({ channel: 'c', event: 'e', data: 'x'.repeat(20_000) });
    const assembler = new FanoutAssembler();
    expect(assembler.accept(payloads[0]!, 0)).toBeNull();
    // Long after, the rest arrive: the first part was dropped, so the message never completes.
    for (const payload of payloads.slice(1)) expect(assembler.accept(payload, 60_000)).toBeNull();
  });
});

describe('PostgresFanout', () => {
  /** A listening connection that records its queries; `fail` ends it as a lost connection would. */
  function fakeListener() {
    const emitter = new EventEmitter();
    const queries: string[] = [];
    const client = Object.assign(emitter, {
      query: async (text: string) => void queries.push(text),
      end: async () => undefined,
    });
    return {
      client: client as unknown as Client,
      queries,
      fail: () => emitter.emit('error', new Error('lost')),
    };
  }

  it('tells its endpoint that events before it listened may have been missed, again after a loss', async () => {
    const marks: number[] = [];
    const local = {
      publish: async () => undefined,
      missedEventsBefore: (at: number) => void marks.push(at),
    };
    const listeners = [fakeListener(), fakeListener()];
    let connections = 0;
    const fanout = new PostgresFanout(
      {} as Db,
      local,
      async () => listeners[connections++]!.client,
      () => undefined,
    );
    const before = Date.now();
    await fanout.start();
    expect(listeners[0]!.queries).toEqual(['LISTEN tp_realtime']);
    expect(marks).toHaveLength(1);
    expect(marks[0]).toBeGreaterThanOrEqual(before);

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      listeners[0]!.fail();
      await vi.advanceTimersByTimeAsync(1_000);
    } finally {
      vi.useRealTimers();
    }
    expect(listeners[1]!.queries).toEqual(['LISTEN tp_realtime']);
    expect(marks).toHaveLength(2);
    expect(marks[1]).toBeGreaterThanOrEqual(marks[0]!);
    await fanout.stop();
  });
});
