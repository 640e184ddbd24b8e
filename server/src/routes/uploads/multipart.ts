import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BATCH_BYTES, UPLOAD_MESSAGES } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';

/**
 * Refuses a request body over 5 MB before reading it (from Content-Length, or while counting
 * a chunked stream), with the uploader's batch message.
 */
export const uploadBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_UPLOAD_BATCH_BYTES,
  onError: (c) =>
    c.json(
      {
        error: UPLOAD_MESSAGES.batchTooLarge,
        errors: { base: [UPLOAD_MESSAGES.batchTooLarge] },
      },
      413,
    ),
});
