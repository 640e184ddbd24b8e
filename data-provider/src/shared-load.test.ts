import { describe, expect, it } from 'vitest';
import { sharedLoad } from './shared-load.ts';

/** A load that settles when told, recording the signal it was given. */
function heldLoad<T>() {
  const calls: AbortSignal[] = [];
  let settle!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const load = (signal: AbortSignal) => {
    calls.push(signal);
    return new Promise<T>((resolve, reject) => {
      settle = resolve;
      fail = reject;
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  };
  return { load, calls, settle: (value: T) => settle(value), fail: (e: unknown) => fail(e) };
}

describe('a load shared by callers asking alike at once', () => {
  it('loads once for callers asking the same key of the same owner while it runs, and again after', async () => {
    const owner = {};
    const held = heldLoad<string>();
    const first = sharedLoad(owner, 'a', held.load);
    const second = sharedLoad(owner, 'a', held.load, new AbortController().signal);
    expect(held.calls).toHaveLength(1);
    held.settle('answer');
    expect(await first).toBe('answer');
    expect(await second).toBe('answer');
    // Settled: nothing is kept.
    void sharedLoad(owner, 'a', held.load);
    expect(held.calls).toHaveLength(2);
  });

  it('loads apart for another key or another owner', () => {
    const owner = {};
    const held = heldLoad<string>();
    void sharedLoad(owner, 'a', held.load);
    void sharedLoad(owner, 'b', held.load);
    void sharedLoad({}, 'a', held.load);
    expect(held.calls).toHaveLength(3);
  });

  it("rejects an aborted caller's wait at once and leaves the others theirs", async () => {
    const owner = {};
    const held = heldLoad<string>();
    const gone = new AbortController();
    const left = sharedLoad(owner, 'a', held.load, gone.signal);
    const stays = sharedLoad(owner, 'a', held.load, new AbortController().signal);
    gone.abort(new Error('moved on'));
    await expect(left).rejects.toThrow('moved on');
    expect(held.calls[0]!.aborted).toBe(false);
    held.settle('answer');
    expect(await stays).toBe('answer');
  });

  it('aborts the load once every caller has aborted, and the next caller loads afresh', async () => {
    const owner = {};
    const held = heldLoad<string>();
    const one = new AbortController();
    const two = new AbortController();
    const first = sharedLoad(owner, 'a', held.load, one.signal);
    const second = sharedLoad(owner, 'a', held.load, two.signal);
    one.abort();
    two.abort();
    await expect(first).rejects.toBeDefined();
    await expect(second).rejects.toBeDefined();
    expect(held.calls[0]!.aborted).toBe(true);
    void sharedLoad(owner, 'a', held.load);
    expect(held.calls).toHaveLength(2);
  });

  it('never aborts a load a caller without a signal waits on', async () => {
    const owner = {};
    const held = heldLoad<string>();
    const gone = new AbortController();
    const kept = sharedLoad(owner, 'a', held.load);
    const left = sharedLoad(owner, 'a', held.load, gone.signal);
    gone.abort();
    await expect(left).rejects.toBeDefined();
    expect(held.calls[0]!.aborted).toBe(false);
    held.settle('answer');
    expect(await kept).toBe('answer');
  });

  it('hands every caller the failure, and refuses at once a caller already aborted', async () => {
    const owner = {};
    const held = heldLoad<string>();
    const first = sharedLoad(owner, 'a', held.load, new AbortController().signal);
    const second = sharedLoad(owner, 'a', held.load);
    held.fail(new Error('503'));
    await expect(first).rejects.toThrow('503');
    await expect(second).rejects.toThrow('503');
    const aborted = new AbortController();
    aborted.abort(new Error('already'));
    await expect(sharedLoad(owner, 'a', held.load, aborted.signal)).rejects.toThrow('already');
    expect(held.calls).toHaveLength(1);
  });
});
