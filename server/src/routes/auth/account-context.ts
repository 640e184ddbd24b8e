import type { Context } from 'hono';
import { requestOrigin } from '../../auth/request-origin.ts';
import type { AppEnv } from '../../http/context.ts';
import type { AccountContext } from '../../services/accounts.ts';

/** Where mailed links point: PUBLIC_URL when set, else the origin the browser used. */
export function linkBaseFor(c: Context<AppEnv>): string {
  const configured = c.get('deps').config.publicUrl;
  if (configured) return configured.replace(/\/+$/, '');
  const origin = requestOrigin(c);
  const host =
    origin.hostname.includes(':') && !origin.hostname.startsWith('[')
      ? `[${origin.hostname}]`
      : origin.hostname;
  return `${origin.isHttps ? 'https' : 'http'}://${host}${origin.port ? `:${origin.port}` : ''}`;
}

export function accountContext(c: Context<AppEnv>): AccountContext {
  const { db, clock, mailer, crypto } = c.get('deps');
  return { db, clock, mailer, crypto, linkBase: linkBaseFor(c) };
}
