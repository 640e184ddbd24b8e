// `tsx e2e/support/load-demo-world.ts <snapshot>`, in a real server's environment, before the
// server starts (web-servers.ts): gives it the run's demo world. Its embedded database is loaded
// from the snapshot, which the server then finds seeded and only checks for migrations, and the
// demo messages' files go into its file store, as its own first start would seed them. The
// snapshot's demo logins carry a low-cost hash of their published password: quicker sign-ins.
import { readFileSync } from 'node:fs';
import {
  embeddedDatabaseDir,
  fileStoreFromConfig,
  loadConfig,
  openDatabase,
  restoreDemoFiles,
} from '@tp/server';

const [snapshot] = process.argv.slice(2);
if (!snapshot) throw new Error('usage: load-demo-world.ts <demo world snapshot>');
const config = loadConfig();
// On PostgreSQL (DATABASE_URL) the server seeds its database itself, as on any first start.
if (config.databaseUrl) process.exit(0);
const database = await openDatabase({
  dir: embeddedDatabaseDir(config),
  loadDataDir: new Blob([readFileSync(snapshot)]),
});
try {
  await restoreDemoFiles(database.db, fileStoreFromConfig(config));
} finally {
  await database.close();
}
