/**
 * The installment job: every `intervalMs` this process runs one pass of
 * chargeDueInstallments. The timer only wakes it; what is due, claimed and paid lives in the
 * database (installment-charges.ts), so a restart resumes where it stopped and several
 * processes may run the job at once without charging anything twice.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { chargeDueInstallments } from './installment-charges.ts';
import type { PaymentGateway } from './payment-gateway.ts';

export interface InstallmentJobOptions {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  intervalMs: number;
  /** Names this process in claims (host and pid, or a random id). */
  runnerId: string;
  onError(error: unknown): void;
}

/** Starts the job; answers a stop function that waits for a pass under way. */
export function startInstallmentJob(options: InstallmentJobOptions): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    // One pass at a time in this process; other processes are kept apart by the claims.
    if (running) return;
    running = chargeDueInstallments(options.db, options.gateway, {
      now: options.clock.now(),
      runnerId: options.runnerId,
    })
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
