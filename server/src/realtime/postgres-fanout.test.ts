import { describe, expect, it } from 'vitest';
import { FanoutAssembler, fanoutPayloads } from './postgres-fanout.ts';

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
