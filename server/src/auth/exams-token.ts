import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authSessions } from '../db/schema/index.ts';
import type { ServerCrypto } from '../platform/server-crypto.ts';

/**
 * The exams token (spec sign-in-exams §3 `examsApiToken`): what the apps send the exams
 * service in the Authorization header, never in a URL. One per sign-in, derived from the
 * sign-in's cookie token with an HMAC, so the server can hand it to the apps again on every
 * GET /api/session.json without keeping it: the sign-in's row stores only its SHA-256 (as
 * for the cookie's token itself), a copy of the table yields no usable token, and signing
 * out ends it with the sign-in.
 */
const EXAMS_TOKEN_PURPOSE = 'exams-api-token';

export function examsTokenOf(crypto: ServerCrypto, cookieToken: string): string {
  return crypto.hmacSha256Hex(cookieToken, EXAMS_TOKEN_PURPOSE);
}

export function examsTokenDigestOf(crypto: ServerCrypto, examsToken: string): string {
  return crypto.sha256Hex(examsToken);
}

/**
 * The exams token an Authorization header carries: `Bearer <token>` or Rails'
 * `Token token="<token>"`; null for any other header.
 */
export function examsTokenInHeader(header: string | undefined): string | null {
  if (!header) return null;
  const bearer = /^Bearer\s+([0-9a-f]{64})\s*$/i.exec(header);
  if (bearer) return bearer[1]!.toLowerCase();
  const rails = /^Token\s+token="?([0-9a-f]{64})"?\s*$/i.exec(header);
  return rails ? rails[1]!.toLowerCase() : null;
}

/** The id of the live sign-in an exams token belongs to, or null. */
export async function authSessionIdOfExamsToken(
  db: Db,
  crypto: ServerCrypto,
  examsToken: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.examsTokenDigest, examsTokenDigestOf(crypto, examsToken)),
        gt(authSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
