/**
 * The kill test's child process (attendance-submit.kill.test.ts): opens the PGlite data
 * directory it is given, starts a submit, says FIRST-WRITE once the first row is written
 * inside the transaction, and then waits to be killed. Never run by the app.
 */
import type { AttendanceSubmit, AuthUser } from '@tp/domain';
import { openDatabase } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { CallContext } from '../resources/types.ts';
import { submitAttendance } from './attendance-submit.ts';

const [dir, sessionId, input, user, now] = process.argv.slice(2);
const database = await openDatabase({ dir: dir! });
const ctx: CallContext = {
  user: JSON.parse(user!) as AuthUser,
  now: new Date(now!),
  // The submit publishes only after its commit, which this process never reaches.
  deps: { db: database.db } as AppDeps,
  authSessionId: null,
  linkBase: '',
};
await database.db.transaction((tx) =>
  submitAttendance(tx, ctx, Number(sessionId), JSON.parse(input!) as AttendanceSubmit, {
    async afterFirstWrite() {
      process.stdout.write('FIRST-WRITE\n');
      // Hold the transaction open until the parent kills this process.
      await new Promise(() => setInterval(() => undefined, 1000));
    },
  }),
);
