/**
 * The kill test's child process (notice-jobs.kill.test.ts): opens the PGlite data directory it
 * is given and runs the job runner's notice passes; once `commits` notices have committed, it
 * writes the next one inside its transaction, says MID-BATCH, and waits to be killed. Never run
 * by the app.
 */
import { openDatabase, type Db } from '../db/client.ts';
import { sendDueNotices } from './notice-jobs.ts';
import { sendDueReminders } from './notice-reminders.ts';

const [dir, commits, now] = process.argv.slice(2);
const database = await openDatabase({ dir: dir! });
let left = Number(commits);
const dying = Object.create(database.db) as Db;
dying.transaction = ((run: (tx: Db) => Promise<unknown>) =>
  database.db.transaction(async (tx) => {
    const result = await run(tx);
    if (left-- <= 0) {
      process.stdout.write('MID-BATCH\n');
      // Hold the transaction open until the parent kills this process.
      await new Promise(() => setInterval(() => undefined, 1000));
    }
    return result;
  })) as Db['transaction'];
const at = new Date(now!);
await sendDueReminders(dying, { now: at });
await sendDueNotices(dying, { now: at });
