import type { Context, MiddlewareHandler } from 'hono';
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

/** A multipart form: its `file` part (null when absent) and its text fields. */
export async function readMultipart(
  c: Context<AppEnv>,
): Promise<{ file: File | null; fields: Record<string, string> }> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    return { file: null, fields: {} };
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  let file: File | null = null;
  for (const [name, value] of Object.entries(body)) {
    // parseBody gives a string or a File. Not `instanceof File`: that fails when the File
    // class comes from another realm (a jsdom test page calling the app in-process).
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file') file = value;
  }
  return { file, fields };
}
