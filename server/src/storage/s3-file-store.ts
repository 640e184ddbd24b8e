import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStore } from './file-store.ts';

export interface S3StoreConfig {
  /** e.g. https://s3.us-east-1.amazonaws.com, or a MinIO / R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most local stores). */
  forcePathStyle: boolean;
}

/**
 * Files in an S3-compatible bucket, signed with AWS Signature V4 by aws4fetch. Objects are
 * private: the API streams them to callers it has authorised, so no bucket is ever public.
 */
export function s3FileStore(
  config: S3StoreConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const base = new URL(config.endpoint);

  function objectUrl(key: string): string {
    assertStorageKey(key);
    const url = new URL(base);
    const prefix = url.pathname.replace(/\/$/, '');
    if (config.forcePathStyle) {
      url.pathname = `${prefix}/${encodeURIComponent(config.bucket)}/${key}`;
    } else {
      url.hostname = `${config.bucket}.${url.hostname}`;
      url.pathname = `${prefix}/${key}`;
    }
    return url.toString();
  }

  async function send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    const request = await client.sign(objectUrl(key), { method, ...init });
    return fetchImpl(request);
  }

  async function failure(action: string, key: string, res: Response): Promise<Error> {
    // The body is S3's XML error; its code is enough to diagnose and holds no secret.
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? 'unknown';
    return new Error(`S3 ${action} ${key} failed: ${res.status} ${code}`);
  }

  return {
    async put(key, body, contentType) {
      const res = await send('PUT', key, {
        // Typed for DOM's BodyInit too (mocks type-checks the server with the DOM library).
        body: body as Uint8Array<ArrayBuffer>,
        headers: {
          'Content-Type': contentType,
          'Content-Length': String(body.byteLength),
          // A signed payload hash (rather than UNSIGNED-PAYLOAD): the store checks the bytes.
          'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      if (!res.ok) throw await failure('put', key, res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await failure('get', key, res);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      // S3 answers 204 whether or not the object existed; some stores answer 404.
      if (!res.ok && res.status !== 404) throw await failure('delete', key, res);
      await res.body?.cancel();
    },
  };
}
