/**
 * The payment job: every `intervalMs` this process runs one pass of each charging pass in turn
 * (installments due, Pay As You Go arrears owed). The timer only wakes it; what is due, claimed
 * and paid lives in the database (claims.ts), so a restart resumes where it stopped and several
 * processes may run the job at once without charging anything twice.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { chargeOwedArrears } from './arrear-charges.ts';
import { chargeDueInstallments } from './installment-charges.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { JobWaker } from './job-waker.ts';

/** One pass over a kind of charge: claims what is due and charges it; answers how many. */
export type ChargingPass = (
  db: Db,
  gateway: PaymentGateway,
  options: { now: Date; runnerId: string; mailer?: Mailer },
) => Promise<number>;

/** What the job charges, in this order. */
export const PAYMENT_PASSES: readonly ChargingPass[] = [chargeDueInstallments, chargeOwedArrears];

export interface PaymentJobOptions {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  intervalMs: number;
  /** Sends each charge's receipt. */
  mailer?: Mailer;
  /** Names this process in claims (host and pid, or a random id). */
  runnerId: string;
  onError(error: unknown): void;
  passes?: readonly ChargingPass[];
  /** Asks for a pass now (a request queued work); one under way is followed by another. */
  waker?: JobWaker;
}

/** Starts the job; answers a stop function that waits for a pass under way. */
export function startPaymentJob(options: PaymentJobOptions): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  // A wake during a pass may come after that pass looked at the work: run once more after it.
  let wokenDuringPass = false;
  let stopped = false;
  const runPasses = async () => {
    for (const pass of options.passes ?? PAYMENT_PASSES) {
      // One kind failing (a database error) does not keep the others from being charged.
      await pass(options.db, options.gateway, {
        now: options.clock.now(),
        runnerId: options.runnerId,
        mailer: options.mailer,
      }).catch(options.onError);
    }
  };
  const tick = () => {
    // One pass at a time in this process; other processes are kept apart by the claims.
    if (running || stopped) return;
    running = runPasses().finally(() => {
      running = null;
      if (wokenDuringPass) {
        wokenDuringPass = false;
        tick();
      }
    });
  };
  options.waker?.onWake(() => {
    if (running) wokenDuringPass = true;
    else tick();
  });
  const timer = setInterval(tick, options.intervalMs);
  tick();
  return async () => {
    // No pass starts once stopping (a wake, or the one after a wake): the database closes next.
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
