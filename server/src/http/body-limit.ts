import type { Context, MiddlewareHandler } from 'hono';
import { MAX_UPLOAD_BATCH_BYTES, UPLOAD_MESSAGES } from '@tp/domain';
import type { AppEnv } from './context.ts';

/** A JSON (or any other non-file) request body is at most 1 MB: no form of the apps sends more. */
export const MAX_JSON_BODY_BYTES = 1_048_576;
export const JSON_TOO_LARGE_MESSAGE = 'The request is too large: at most 1 MB may be sent.';

/**
 * Whether the body is over `maxSize` bytes: from Content-Length when the request has one, else
 * by counting a copy of the stream (a chunked body), which stops reading at the limit. The copy
 * (`clone`) leaves the request itself untouched for whoever reads it next; Hono's bodyLimit
 * rebuilds the request instead, which drops its Cookie header where Request guards headers
 * (the apps' in-page API in jsdom and the browser).
 */
async function isOverLimit(request: Request, maxSize: number): Promise<boolean> {
  const length = request.headers.get('Content-Length');
  if (length !== null && !request.headers.has('Transfer-Encoding')) return Number(length) > maxSize;
  const reader = request.clone().body!.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    size += value.byteLength;
    if (size > maxSize) {
      // Not awaited: a copy's cancel settles only once the request's own stream is cancelled too.
      void reader.cancel().catch(() => undefined);
      return true;
    }
  }
}

const tooLarge = (c: Context<AppEnv>, message: string) =>
  c.json({ error: message, errors: { base: [message] } }, 413);

/**
 * Refuses (413) a request body over its limit before anything reads it: 1 MB, or the
 * uploader's batch for a multipart form (files; the file routes check them again). Runs before
 * sign-in is looked up, so an oversized body costs no query and no parsing: a 100 MB body to
 * the sign-in endpoint was parsed for 42 s.
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.raw.body) return next();
  const isForm = /^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '');
  const [maxSize, message] = isForm
    ? [MAX_UPLOAD_BATCH_BYTES, UPLOAD_MESSAGES.batchTooLarge]
    : [MAX_JSON_BODY_BYTES, JSON_TOO_LARGE_MESSAGE];
  if (await isOverLimit(c.req.raw, maxSize)) return tooLarge(c, message);
  return next();
};
