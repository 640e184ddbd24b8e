import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BATCH_BYTES, UPLOAD_MESSAGES } from '@tp/domain';
import { TestAgent } from '../test/agent.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { JSON_TOO_LARGE_MESSAGE, MAX_JSON_BODY_BYTES } from './body-limit.ts';

/** A JSON sign-in whose password pads the body to `bytes`. */
function signInBody(bytes: number): string {
  const start = '{"login":"admin@fixture.test","password":"';
  return `${start}${'x'.repeat(Math.max(0, bytes - start.length - 2))}"}`;
}

/** The body as a stream of 64 KB chunks: sent chunked, without Content-Length. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 65_536));
      at += 65_536;
    },
  });
}

describe.each(BACKENDS)('request body limits (%s)', (backend) => {
  let ctx: ResourceTestContext;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
  });
  afterAll(() => ctx?.close());

  /** A sign-in as a browser sends it (with its CSRF token), its body as given. */
  async function signIn(body: RequestInit['body'], headers: Record<string, string>) {
    const browser = new TestAgent(ctx.app);
    await browser.get('/api/session.json');
    const token = decodeURIComponent(browser.cookie('XSRF-TOKEN')!);
    return ctx.app.request('/api/login.json', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `XSRF-TOKEN=${browser.cookie('XSRF-TOKEN')!}`,
        'X-XSRF-TOKEN': token,
        ...headers,
      },
      body,
      // A stream body is sent chunked (Node's fetch asks for half duplex).
      duplex: 'half',
    } as RequestInit);
  }

  it('refuses a JSON body over 1 MB from its Content-Length, with 413 and a sentence', async () => {
    const body = signInBody(MAX_JSON_BODY_BYTES + 1);
    const res = await signIn(body, { 'Content-Length': String(body.length) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: JSON_TOO_LARGE_MESSAGE,
      errors: { base: [JSON_TOO_LARGE_MESSAGE] },
    });
  });

  it('refuses a 100 MB sign-in at once, before reading it', async () => {
    const started = Date.now();
    // The stream would take long to make and read: the header alone refuses it.
    const res = await signIn(chunked('{}'), { 'Content-Length': String(100 * 1_048_576) });
    expect(res.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a chunked body without Content-Length once it passes 1 MB', async () => {
    const res = await signIn(chunked(signInBody(2 * MAX_JSON_BODY_BYTES)), {});
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: JSON_TOO_LARGE_MESSAGE });
  });

  it('reads a body under the limit, chunked or not', async () => {
    const wrongPassword = signInBody(MAX_JSON_BODY_BYTES - 10);
    expect((await signIn(wrongPassword, {})).status).toBe(401);
    expect((await signIn(chunked(wrongPassword), {})).status).toBe(401);
  });

  it('writes nothing for an oversized write', async () => {
    const admin = await ctx.signIn('admin');
    const name = 'n'.repeat(MAX_JSON_BODY_BYTES);
    const res = await admin.post('/api/v2/tiers', { tier: { name, rate: '10.00' } });
    expect(res.status).toBe(413);
    const tiers = (await (await admin.get('/api/v2/tiers?noPagination=true')).json()) as {
      tiers: { name: string }[];
    };
    expect(tiers.tiers.map((tier) => tier.name)).not.toContain(name);
  });

  it('gives files the uploader’s limit, not the JSON one', async () => {
    const admin = await ctx.signIn('admin');
    const form = (bytes: number) => {
      const data = new FormData();
      data.set('attachableType', 'Course');
      data.set('attachableId', String(ctx.world.courses.c1.id));
      data.set('file', new File([new Uint8Array(bytes)], 'notes.pdf', { type: 'application/pdf' }));
      return data;
    };
    // Over 1 MB, within the upload limit: read and judged by the upload route (not a PDF: 422).
    expect((await admin.request('POST', '/api/v2/uploads', { body: form(2_000_000) })).status).toBe(
      422,
    );
    const tooMany = await admin.request('POST', '/api/v2/uploads.json', {
      body: form(MAX_UPLOAD_BATCH_BYTES + 1),
    });
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({ error: UPLOAD_MESSAGES.batchTooLarge });
  });
});
