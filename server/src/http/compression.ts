import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv } from './context.ts';

/** Below this, compressing costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Up to this, a JSON answer is compressed in one call on the event loop (about 0.15 ms for a page
 * of 25 courses, 38 KB); a larger one is streamed by hono's compress, off the event loop.
 */
export const ONE_CALL_COMPRESSION_MAX_BYTES = 512 * 1024;

/** The encodings hono's compress writes, and so ours. */
export type ContentEncoding = 'gzip' | 'deflate';

/** Compresses a whole body in one call (node:zlib's on Node). */
export type CompressBytes = (bytes: Uint8Array, encoding: ContentEncoding) => Uint8Array;

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The encoding to answer in, as hono's compress chooses it: gzip unless deflate is preferred,
 * `*` standing for whatever is not named; none when the caller accepts neither.
 */
export function acceptedEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const quality = (name: ContentEncoding) =>
    accepts.find((accept) => accept.type.toLowerCase() === name)?.q ?? wildcard;
  const [gzip, deflate] = [quality('gzip'), quality('deflate')];
  if (gzip > 0 && gzip >= deflate) return 'gzip';
  return deflate > 0 ? 'deflate' : undefined;
}

const UTF8 = new TextEncoder();

/**
 * JSON answers compressed as they are made: for a caller that accepts gzip or deflate, `c.json`
 * answers the compressed bytes with their length. Through hono's compress each answer was read
 * back out of its Response and piped through a CompressionStream, whose web streams and thread
 * hand-offs cost about four times the compression itself (0.19 ms of CPU against 0.04 ms for a
 * 9 KB answer): a page of 25 courses over HTTP went at 324 calls a second, and 371 this way.
 * - An answer under the threshold goes as it is, with its length (hono's compress then leaves it).
 * - An answer over ONE_CALL_COMPRESSION_MAX_BYTES, and anything not made by `c.json` (CSV
 *   exports, files), is streamed by hono's compress, after this.
 * - No API answer asks `Cache-Control: no-transform`; hono's compress honours it for the rest.
 */
function compressJsonAnswers(compressBytes: CompressBytes): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const encoding = acceptedEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || c.req.method === 'HEAD') return next();
    const json = c.json;
    let compressedHere = false;
    // Only the forms the API uses (an object, and a status); any other goes to hono's own.
    // The cast: c.json's overloads type each form's answer, which this one returns alike.
    c.json = ((object: unknown, status?: unknown, headers?: unknown) => {
      if (headers !== undefined || (status !== undefined && typeof status !== 'number'))
        return json(object as never, status as never, headers as never);
      // TextEncoder's output is a Uint8Array over a plain ArrayBuffer: encoded once, sent as is.
      const bytes = UTF8.encode(JSON.stringify(object)) as Uint8Array<ArrayBuffer>;
      const size = bytes.byteLength;
      if (size < COMPRESSION_THRESHOLD_BYTES || size > ONE_CALL_COMPRESSION_MAX_BYTES)
        return c.body(bytes, status as never, {
          'Content-Type': 'application/json',
          ...(size < COMPRESSION_THRESHOLD_BYTES ? { 'Content-Length': String(size) } : {}),
        });
      const body = compressBytes(bytes, encoding);
      compressedHere = true;
      // zlib's output is a Buffer over a plain ArrayBuffer, never a shared one.
      return c.body(body as Uint8Array<ArrayBuffer>, status as never, {
        'Content-Type': 'application/json',
        'Content-Encoding': encoding,
        'Content-Length': String(body.byteLength),
      });
    }) as typeof c.json;
    await next();
    const headers = c.res.headers;
    if (!compressedHere || headers.get('Content-Encoding') !== encoding) return;
    // As hono's compress: caches key the answer on the encoding, and its ETag is now weak.
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}

/** gzip or deflate, as the caller accepts, for API answers above the threshold. */
export function compressApiAnswers(compressBytes: CompressBytes): MiddlewareHandler<AppEnv>[] {
  return [compress({ threshold: COMPRESSION_THRESHOLD_BYTES }), compressJsonAnswers(compressBytes)];
}
