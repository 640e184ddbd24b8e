import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { startPaymentJob, type ChargingPass } from './payment-job.ts';
import { testGateway } from './test-gateway.ts';

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
    const stop = startPaymentJob({
      db: {} as Db,
      gateway: testGateway(),
      clock: { now: () => new Date('2026-03-10T12:00:00Z') },
      intervalMs: 60_000,
      runnerId: 'host-1',
      onError: (error) => errors.push(error),
      passes: [pass('installments', true), pass('arrears')],
    });
    await stop();
    expect(ran).toEqual(['installments:host-1', 'arrears:host-1']);
    expect(errors).toEqual([new Error('installments failed')]);
  });
});
