/**
 * The value of a forwarded header (X-Forwarded-For, -Host, -Proto) that our own proxies vouch
 * for: with `trustProxyHops` trusted proxies in front of us, the entry that many places from
 * the right (what the outermost trusted proxy saw or set); entries further left are whatever
 * the client claimed. Undefined when no proxy is trusted or the header is absent, so nothing
 * a client sends directly can steer links, cookies or rate limits.
 */
export function trustedForwardedValue(
  header: string | undefined,
  trustProxyHops: number,
): string | undefined {
  if (trustProxyHops <= 0 || !header) return undefined;
  const entries = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return entries[entries.length - trustProxyHops] ?? entries[0];
}
