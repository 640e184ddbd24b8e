import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nodeCrypto } from '../platform/node-crypto.ts';
import { newStorageKey } from './file-store.ts';
import { s3FileStore, type S3StoreConfig } from './s3-file-store.ts';

interface SeenRequest {
  method: string;
  host: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A local stand-in for an S3 endpoint: records each request and keeps objects by path. */
const PORT = 3141;
const seen: SeenRequest[] = [];
const objects = new Map<string, Buffer>();
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const body = Buffer.concat(chunks);
      seen.push({
        method: req.method ?? '',
        host: req.headers.host ?? '',
        path,
        headers: req.headers,
        body,
      });
      if (req.method === 'PUT') {
        objects.set(path, body);
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(path);
        if (object) res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(object);
        else
          res
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  objects.clear();
});

const config: S3StoreConfig = {
  endpoint: `http://127.0.0.1:${PORT}`,
  bucket: 'tp-files',
  region: 'eu-west-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret-example',
  forcePathStyle: true,
};
const key = newStorageKey(nodeCrypto, 'uploads', new Date('2026-03-10T00:00:00Z'));

describe('s3FileStore', () => {
  it('puts an object at endpoint/bucket/key, signed with SigV4 for the region and s3', async () => {
    await s3FileStore(config).put(key, new TextEncoder().encode('hello'), 'text/plain');
    const [put] = seen;
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe(`/tp-files/${key}`);
    expect(put?.body.toString()).toBe('hello');
    expect(put?.headers['content-type']).toBe('text/plain');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update('hello').digest('hex'),
    );
    expect(put?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('gets back what it put', async () => {
    const store = s3FileStore(config);
    await store.put(key, Uint8Array.from([1, 2, 3]), 'application/octet-stream');
    expect(await store.get(key)).toEqual(Uint8Array.from([1, 2, 3]));
  });

  it('answers null for a missing object', async () => {
    expect(await s3FileStore(config).get(key)).toBeNull();
  });

  it('deletes an object', async () => {
    const store = s3FileStore(config);
    await store.put(key, Uint8Array.from([1]), 'application/octet-stream');
    await store.delete(key);
    expect(seen.at(-1)?.method).toBe('DELETE');
    expect(await store.get(key)).toBeNull();
  });

  it('addresses the bucket as a host name unless path style is forced', async () => {
    const requested: string[] = [];
    const recordOnly: typeof fetch = async (input) => {
      requested.push(input instanceof Request ? input.url : String(input));
      return new Response(null, { status: 200 });
    };
    await s3FileStore(
      { ...config, endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle: false },
      recordOnly,
    ).put(key, Uint8Array.from([1]), 'image/png');
    expect(requested).toEqual([`https://tp-files.s3.eu-west-1.amazonaws.com/${key}`]);
  });

  it('reports a failure with the S3 error code, not the secret', async () => {
    const failing: typeof fetch = async () =>
      new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 });
    const attempt = s3FileStore(config, failing).put(key, Uint8Array.from([1]), 'image/png');
    await expect(attempt).rejects.toThrow(/403 AccessDenied/);
    await expect(attempt).rejects.not.toThrow(/secret-example/);
  });

  it('refuses a key the server did not make', async () => {
    await expect(s3FileStore(config).get('../etc/passwd')).rejects.toThrow(/Not a storage key/);
  });
});
