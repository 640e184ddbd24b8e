/** Longest stored file name (the uploads.file_name column). */
const MAX_FILE_NAME_LENGTH = 255;

/**
 * The name to keep and show for an uploaded file: the last path segment a browser may send,
 * without control characters, at most 255 characters (the extension kept), "file" if nothing
 * is left. Names are only ever shown and sent back in Content-Disposition, never used as a path.
 */
export function cleanFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base === '' || base === '.' || base === '..') return 'file';
  if (base.length <= MAX_FILE_NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 16 ? base.slice(dot) : '';
  return base.slice(0, MAX_FILE_NAME_LENGTH - extension.length) + extension;
}

/**
 * `Content-Disposition: attachment` naming the file: an ASCII fallback for old clients and the
 * exact name in RFC 5987's `filename*`, so quotes and non-Latin names cannot break the header.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
