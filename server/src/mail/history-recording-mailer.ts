import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { logRecordFailure, recordSentMail } from '../services/contact-histories.ts';
import type { Mailer } from './mailer.ts';

/**
 * The mailer every part of the product sends through, recording each mail that reached a family
 * in their contact history once it is sent (spec staff-and-crm §3: the timeline holds the
 * e-mails the product sends). The record is written on its own, after the send returns, never
 * awaited by the sender: some mails go out inside the sender's transaction (an account locked
 * after failed sign-ins mails its unlock link), and the embedded database has one connection,
 * so a write awaited there would wait for that transaction forever and hang the server. A
 * failure to record is logged without failing the send.
 */
export function historyRecordingMailer(mailer: Mailer, db: Db, clock: Clock): Mailer {
  return {
    async send(message) {
      await mailer.send(message);
      const sentAt = clock.now();
      setTimeout(() => {
        recordSentMail(db, message, sentAt).catch(logRecordFailure);
      }, 0);
    },
  };
}
