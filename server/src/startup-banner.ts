import type { AppConfig } from './config.ts';

/** The database in words, without the password a DATABASE_URL may carry. */
export function describeDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  dbDir: string,
): string {
  if (!config.databaseUrl) return `embedded PGlite in ${dbDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** What `npm start` prints once the server listens. */
export function startupBanner(input: {
  baseUrl: string;
  database: string;
  realtime: string;
  seeded: boolean;
  demoEmails: readonly string[];
  demoPassword: string;
}): string {
  const lines = [
    '',
    `Tutoring platform is running at ${input.baseUrl}`,
    '',
    `  Back-office     ${input.baseUrl}/admin`,
    `  Sign in         ${input.baseUrl}/login/en`,
    `  API docs        ${input.baseUrl}/api/docs`,
    '',
    `  Database        ${input.database}${input.seeded ? ' (demo world seeded just now)' : ''}`,
    `  Realtime        ${input.realtime}`,
  ];
  if (input.demoEmails.length > 0) {
    lines.push('', `  Demo logins (password ${input.demoPassword}):`);
    for (const email of input.demoEmails) lines.push(`    ${email}`);
  }
  lines.push('', 'Press Ctrl+C to stop.', '');
  return lines.join('\n');
}

/** Settings a production start should not run without, each as a sentence for the log. */
export function configurationWarnings(
  config: Pick<AppConfig, 'env' | 'publicUrl'> & Partial<Pick<AppConfig, 'payments'>>,
): string[] {
  const warnings: string[] = [];
  if (config.payments?.kind === 'authorize-net' && !config.payments.clientKey)
    warnings.push(
      'AUTHORIZE_NET_CLIENT_KEY is not set: Accept.js cannot tokenise cards in the browser, ' +
        'so card payments will fail. Set it to the public client key of the Authorize.Net account.',
    );
  if (config.env === 'production' && !config.publicUrl)
    warnings.push(
      'PUBLIC_URL is not set: links in mail will point at the host each request named. ' +
        'Set PUBLIC_URL to the address users open (e.g. https://app.example.com).',
    );
  return warnings;
}
