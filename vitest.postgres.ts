import pg from 'pg';

/** Where CI's PostgreSQL answers (trust authentication, database `test`), as .ci/run uses it. */
export const LOCAL_TEST_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The PostgreSQL the server's tests also run on: DATABASE_URL_TEST when it is set (empty turns
 * PostgreSQL off), else the local one when it accepts a connection within a second. Set in the
 * environment before the workers start, so that `npm test` runs the same checks as CI wherever a
 * PostgreSQL answers; on a machine without one the server's tests run on PGlite alone.
 */
export async function postgresForTests(): Promise<string | undefined> {
  const configured = process.env.DATABASE_URL_TEST;
  if (configured !== undefined) return configured || undefined;
  const client = new pg.Client({
    connectionString: LOCAL_TEST_POSTGRES,
    connectionTimeoutMillis: 1000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return LOCAL_TEST_POSTGRES;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
