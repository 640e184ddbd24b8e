import type { Context } from 'hono';

/**
 * What the browser used to reach us, behind a proxy or not. The forwarded headers only shape
 * cookie flags and the realtime host the browser is told to use, never an authorisation
 * decision, so trusting them is safe.
 */
export interface RequestOrigin {
  isHttps: boolean;
  hostname: string;
  /** The explicit port of the Host header, or null when the scheme's default is used. */
  port: number | null;
}

function firstForwarded(value: string | undefined): string | undefined {
  const first = value?.split(',')[0]?.trim();
  return first ? first : undefined;
}

export function requestOrigin(c: Context): RequestOrigin {
  const url = new URL(c.req.url);
  const proto = firstForwarded(c.req.header('X-Forwarded-Proto')) ?? url.protocol.replace(':', '');
  const host = firstForwarded(c.req.header('X-Forwarded-Host')) ?? c.req.header('Host') ?? url.host;
  let parsed: URL;
  try {
    parsed = new URL(`${proto === 'https' ? 'https' : 'http'}://${host}`);
  } catch {
    parsed = url;
  }
  return {
    isHttps: proto === 'https',
    hostname: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : null,
  };
}
