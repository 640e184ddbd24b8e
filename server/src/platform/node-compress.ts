import { deflateSync, gzipSync } from 'node:zlib';
import type { CompressBytes } from '../http/compression.ts';

/**
 * A whole answer compressed in one call, at zlib's default level (as a CompressionStream does).
 * `deflate` is the zlib format, as HTTP's Content-Encoding means it.
 */
export const nodeCompress: CompressBytes = (bytes, encoding) =>
  encoding === 'gzip' ? gzipSync(bytes) : deflateSync(bytes);
