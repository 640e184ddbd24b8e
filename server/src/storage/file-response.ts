import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { attachmentDisposition } from './file-name.ts';

/**
 * A stored file as a response: its stored (sniffed) type, never guessed again by the browser
 * (`nosniff`), and a sandboxing CSP so that even a file opened in a tab cannot run script.
 * `fileName` makes it a download; without it the file is shown inline (avatars in <img>).
 */
export function fileResponse(
  c: Context<AppEnv>,
  body: Uint8Array,
  options: { contentType: string; fileName?: string; cacheControl: string },
): Response {
  c.header('Content-Type', options.contentType);
  c.header('Content-Length', String(body.byteLength));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; sandbox");
  c.header('Cache-Control', options.cacheControl);
  if (options.fileName) c.header('Content-Disposition', attachmentDisposition(options.fileName));
  return c.body(body as Uint8Array<ArrayBuffer>);
}
