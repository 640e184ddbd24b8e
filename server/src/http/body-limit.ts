import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BATCH_BYTES, UPLOAD_MESSAGES } from '@tp/domain';
import type { AppEnv } from './context.ts';

/** A JSON (or any other non-file) request body is at most 1 MB: no form of the apps sends more. */
export const MAX_JSON_BODY_BYTES = 1_048_576;
export const JSON_TOO_LARGE_MESSAGE = 'The request is too large: at most 1 MB may be sent.';

const tooLarge = (message: string) => (c: Context<AppEnv>) =>
  c.json({ error: message, errors: { base: [message] } }, 413);

const jsonLimit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: tooLarge(JSON_TOO_LARGE_MESSAGE),
});
/** Files travel as multipart forms, at most the uploader's batch (the file routes check it again). */
const fileLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BATCH_BYTES,
  onError: tooLarge(UPLOAD_MESSAGES.batchTooLarge),
});

/**
 * Refuses (413) a request body over its limit before anything reads it: from Content-Length,
 * or, for a chunked body without one, while counting the stream (Hono's bodyLimit stops
 * reading at the limit). Runs before sign-in is looked up, so an oversized body costs no query
 * and no parsing: a 100 MB body to the sign-in endpoint was parsed for 42 s.
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const isForm = /^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '');
  return (isForm ? fileLimit : jsonLimit)(c, next);
};
