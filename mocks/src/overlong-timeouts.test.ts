import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { waitOutOverlongTimeouts } from './overlong-timeouts.ts';

const MONTHS_MS = 640 * 24 * 60 * 60 * 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('waitOutOverlongTimeouts', () => {
  it('keeps a timeout months away waiting, without a warning, and lets short ones fire', async () => {
    waitOutOverlongTimeouts();
    const warnings = vi.spyOn(process, 'emitWarning');
    const far = vi.fn();
    const near = vi.fn();
    const farTimer = setTimeout(far, MONTHS_MS);
    setTimeout(near, 1, 'argument');
    await pause(30);
    clearTimeout(farTimer);
    // Node alone would have run `far` after 1 ms, with a TimeoutOverflowWarning.
    expect(far).not.toHaveBeenCalled();
    expect(near).toHaveBeenCalledWith('argument');
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
  });

  it("keeps Node's promisified setTimeout, and installs once however often it is called", async () => {
    waitOutOverlongTimeouts();
    const installed = setTimeout;
    waitOutOverlongTimeouts();
    expect(setTimeout).toBe(installed);
    await expect(promisify(setTimeout)(1, 'value')).resolves.toBe('value');
  });
});
