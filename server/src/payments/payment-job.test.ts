import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { jobWaker } from './job-waker.ts';
import { startPaymentJob, type ChargingPass, type PaymentJobOptions } from './payment-job.ts';
import { testGateway } from './test-gateway.ts';

/** The job on host-1, a minute between passes, with `options`' passes and error handling. */
const startJob = (options: Pick<PaymentJobOptions, 'passes' | 'onError' | 'waker'>) =>
  startPaymentJob({
    db: {} as Db,
    gateway: testGateway(),
    clock: { now: () => new Date('2026-03-10T12:00:00Z') },
    intervalMs: 60_000,
    runnerId: 'host-1',
    ...options,
  });

describe('the payment job', () => {
  it('runs every pass in turn; a failing pass is reported and the others still run', async () => {
    const ran: string[] = [];
    const errors: unknown[] = [];
    const pass =
      (name: string, fails = false): ChargingPass =>
      (_db, _gateway, { runnerId }) => {
        ran.push(`${name}:${runnerId}`);
        return fails ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve(1);
      };
    const stop = startJob({
      onError: (error) => errors.push(error),
      passes: [pass('installments', true), pass('arrears')],
    });
    await stop();
    expect(ran).toEqual(['installments:host-1', 'arrears:host-1']);
    expect(errors).toEqual([new Error('installments failed')]);
  });

  it('runs a pass when woken, and once more after a pass a wake came during', async () => {
    const waker = jobWaker();
    let passes = 0;
    let finishPass: () => void = () => {};
    const stop = startJob({
      onError: (error) => {
        throw error;
      },
      waker,
      passes: [
        () => {
          passes += 1;
          return new Promise<number>((resolve) => (finishPass = () => resolve(0)));
        },
      ],
    });
    // The first pass starts with the job; a wake while it runs asks for one more after it.
    expect(passes).toBe(1);
    waker.wake();
    waker.wake();
    expect(passes).toBe(1);
    finishPass();
    await vi.waitFor(() => expect(passes).toBe(2));
    finishPass();
    // Idle again: a wake runs a pass at once, not at the next tick a minute later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    waker.wake();
    expect(passes).toBe(3);
    // Stopping during a pass a wake came during: no pass after it (the database closes next).
    waker.wake();
    const stopping = stop();
    finishPass();
    await stopping;
    waker.wake();
    expect(passes).toBe(3);
  });
});
