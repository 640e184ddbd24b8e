import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { logRecordFailure, recordSentMail } from '../services/contact-histories.ts';
import type { Mailer } from './mailer.ts';

/**
 * The mailer every part of the product sends through, recording each mail that reached a family
 * in their contact history once it is sent (spec staff-and-crm §3: the timeline holds the
 * e-mails the product sends). It writes outside the sender's transaction: mail goes out after
 * commits, and a failure to record is logged without failing the send.
 */
export function historyRecordingMailer(mailer: Mailer, db: Db, clock: Clock): Mailer {
  return {
    async send(message) {
      await mailer.send(message);
      try {
        await recordSentMail(db, message, clock.now());
      } catch (error) {
        logRecordFailure(error);
      }
    },
  };
}
