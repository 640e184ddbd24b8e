// `npm run db:migrate`: apply the checked-in migrations to the configured database.
import { embeddedDatabaseDir, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dir: embeddedDatabaseDir(config),
});
console.log(`Migrations applied (${database.kind}).`);
await database.close();
