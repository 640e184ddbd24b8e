import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { trustedForwardedValue } from '../http/forwarded.ts';

/**
 * What the browser used to reach us: the request's own URL and Host header, or, behind
 * TRUST_PROXY_HOPS trusted proxies, what they forwarded (X-Forwarded-Proto/-Host). A client
 * talking to us directly cannot steer it with those headers: it shapes cookie flags, the
 * realtime host the browser is told to use and, without PUBLIC_URL, the links in mail.
 */
export interface RequestOrigin {
  isHttps: boolean;
  hostname: string;
  /** The explicit port of the Host header, or null when the scheme's default is used. */
  port: number | null;
}

export function requestOrigin(c: Context<AppEnv>): RequestOrigin {
  const url = new URL(c.req.url);
  const hops = c.get('deps').config.trustProxyHops;
  const proto =
    trustedForwardedValue(c.req.header('X-Forwarded-Proto'), hops) ?? url.protocol.replace(':', '');
  const host =
    trustedForwardedValue(c.req.header('X-Forwarded-Host'), hops) ??
    c.req.header('Host') ??
    url.host;
  let parsed: URL;
  try {
    parsed = new URL(`${proto === 'https' ? 'https' : 'http'}://${host}`);
  } catch {
    parsed = url;
  }
  return {
    isHttps: parsed.protocol === 'https:',
    hostname: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : null,
  };
}
