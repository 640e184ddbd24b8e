import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';
import { TestAgent } from '../../test/agent.ts';
import { memoryFileStore } from '../../storage/file-store.ts';
import { BINARY, CSV, DOCX, EXE, PDF, PNG, fileOf } from '../../storage/testing/sample-files.ts';
import type { UploadWire } from './upload-wire.ts';

type UploadBody = { upload: UploadWire };
type ErrorBody = { error: string; errors?: { base?: string[] } & Record<string, string[]> };

describe.each(BACKENDS)('uploads (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let store: ReturnType<typeof memoryFileStore>;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    store = memoryFileStore();
    ctx.deps.files = store;
  });

  function form(file: File | null, attachableId: number | string, attachableType = 'Session') {
    const body = new FormData();
    if (file) body.set('file', file);
    body.set('attachableId', String(attachableId));
    body.set('attachableType', attachableType);
    return body;
  }

  function upload(agent: TestAgent, file: File | null, sessionId: number, type = 'Session') {
    return agent.request('POST', '/api/v2/uploads.json', { body: form(file, sessionId, type) });
  }

  it('stores a pdf a tutor attaches to their session and answers its wire shape', async () => {
    const tia = await ctx.signIn('tia');
    const { status, body } = await call<UploadBody>(
      upload(tia, fileOf(PDF, 'Lesson plan.pdf', 'application/pdf'), world.sessions.s1.id),
    );
    expect(status).toBe(201);
    expect(body.upload).toMatchObject({
      url: `/api/v2/uploads/${body.upload.id}/file`,
      thumbnailUrl: null,
      fileName: 'Lesson plan.pdf',
      attachableId: world.sessions.s1.id,
      attachableType: 'Session',
      contentType: 'application/pdf',
      byteSize: PDF.byteLength,
      uploadedById: world.users.tia.id,
    });
    expect(store.keys()).toHaveLength(1);
  });

  it('serves the file as a download of its detected type that browsers must not sniff', async () => {
    const tia = await ctx.signIn('tia');
    const created = await call<UploadBody>(
      upload(tia, fileOf(PNG, 'board.png', 'application/octet-stream'), world.sessions.s1.id),
    );
    expect(created.body.upload.thumbnailUrl).toBe(created.body.upload.url);
    const res = await tia.get(created.body.upload.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="board.png"; filename*=UTF-8''board.png`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a program named .pdf with the unsupported type message (422)', async () => {
    const tia = await ctx.signIn('tia');
    const { status, body } = await call<ErrorBody>(
      upload(tia, fileOf(EXE, 'report.pdf', 'application/pdf'), world.sessions.s1.id),
    );
    expect(status).toBe(422);
    expect(body.errors?.base).toEqual([
      "It looks like report.pdf can't be uploaded since file type is not supported",
    ]);
    expect(store.keys()).toEqual([]);
  });

  it('takes text as csv by name and refuses binary bytes named .txt', async () => {
    const tia = await ctx.signIn('tia');
    const csv = await call<UploadBody>(
      upload(tia, fileOf(CSV, 'scores.csv'), world.sessions.s1.id),
    );
    expect(csv.body.upload.contentType).toBe('text/csv');
    const binary = await upload(
      tia,
      fileOf(BINARY, 'notes.txt', 'text/plain'),
      world.sessions.s1.id,
    );
    expect(binary.status).toBe(422);
  });

  it('recognises a Word document inside its zip container', async () => {
    const tia = await ctx.signIn('tia');
    const { body } = await call<UploadBody>(
      upload(tia, fileOf(DOCX, 'essay.docx'), world.sessions.s1.id),
    );
    expect(body.upload.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses a file over 3 MB with the spec message (422)', async () => {
    const tia = await ctx.signIn('tia');
    const big = new Uint8Array(3_145_729);
    big.set(PDF);
    const { status, body } = await call<ErrorBody>(
      upload(tia, fileOf(big, 'big.pdf'), world.sessions.s1.id),
    );
    expect(status).toBe(422);
    expect(body.errors?.base).toEqual(['It looks like that file is larger than 3MB.']);
  });

  it('refuses a request over 5 MB before reading it (413)', async () => {
    const tia = await ctx.signIn('tia');
    const { status, body } = await call<ErrorBody>(
      upload(tia, fileOf(new Uint8Array(5_300_000), 'huge.pdf'), world.sessions.s1.id),
    );
    expect(status).toBe(413);
    expect(body.error).toBe('It looks like all your attachments exceed the 5MB limit.');
  });

  it('refuses a request announcing more than 5 MB from its Content-Length alone (413)', async () => {
    const tia = await ctx.signIn('tia');
    const res = await tia.request('POST', '/api/v2/uploads.json', {
      body: 'x',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b', 'Content-Length': '6000000' },
    });
    expect(res.status).toBe(413);
  });

  it("answers 404 for a session the tutor cannot read (another tutor's)", async () => {
    const tia = await ctx.signIn('tia');
    const res = await upload(tia, fileOf(PDF, 'a.pdf'), world.sessions.s3.id);
    expect(res.status).toBe(404);
  });

  it('does not let a student attach files (403)', async () => {
    const sam = await ctx.signIn('sam');
    const res = await upload(sam, fileOf(PDF, 'a.pdf'), world.sessions.s1.id);
    expect(res.status).toBe(403);
  });

  it('answers 401 when signed out', async () => {
    const anonymous = new TestAgent(ctx.app);
    await anonymous.get('/api/session.json');
    expect((await upload(anonymous, fileOf(PDF, 'a.pdf'), world.sessions.s1.id)).status).toBe(401);
  });

  it('validates the attachable and the file (422)', async () => {
    const admin = await ctx.signIn('admin');
    const course = await call<ErrorBody>(
      upload(admin, fileOf(PDF, 'a.pdf'), world.sessions.s1.id, 'Invoice'),
    );
    expect(course.status).toBe(422);
    expect(course.body.errors?.attachableType).toBeDefined();
    const noFile = await call<ErrorBody>(upload(admin, null, world.sessions.s1.id));
    expect(noFile.body.errors).toEqual({ file: ["can't be blank"] });
  });

  it("takes a message's files on a course or student from staff only", async () => {
    const admin = await ctx.signIn('admin');
    const tia = await ctx.signIn('tia');
    const c1 = world.courses.c1.id;
    expect((await upload(admin, fileOf(PDF, 'a.pdf'), c1, 'Course')).status).toBe(201);
    expect((await upload(admin, fileOf(PDF, 'a.pdf'), world.students.pia, 'Student')).status).toBe(
      201,
    );
    expect((await upload(tia, fileOf(PDF, 'a.pdf'), c1, 'Course')).status).toBe(403);
    expect((await upload(admin, fileOf(PDF, 'a.pdf'), 999_999, 'Course')).status).toBe(404);
  });

  it('lists the files of a session to those who can read it, students included', async () => {
    const admin = await ctx.signIn('admin');
    await upload(admin, fileOf(PDF, 'one.pdf'), world.sessions.s1.id);
    await upload(admin, fileOf(PNG, 'two.png'), world.sessions.s1.id);
    await upload(admin, fileOf(PDF, 'elsewhere.pdf'), world.sessions.s3.id);
    const sam = await ctx.signIn('sam');
    const path = `/api/v2/uploads?attachableId=${world.sessions.s1.id}&attachableType=Session`;
    const { status, body } = await call<{ uploads: UploadWire[]; meta: { totalCount: number } }>(
      sam.get(path),
    );
    expect(status).toBe(200);
    const names = body.uploads.map((u) => u.fileName);
    expect(names).toEqual(expect.arrayContaining(['one.pdf', 'two.png']));
    expect(names).not.toContain('elsewhere.pdf');
    expect(body.meta.totalCount).toBe(body.uploads.length);
    const other = `/api/v2/uploads?attachableId=${world.sessions.s3.id}&attachableType=Session`;
    expect((await sam.get(other)).status).toBe(404);
  });

  it('shows one upload, and hides it from those who cannot read its session (404)', async () => {
    const admin = await ctx.signIn('admin');
    const created = await call<UploadBody>(
      upload(admin, fileOf(PDF, 'tom.pdf'), world.sessions.s3.id),
    );
    const id = created.body.upload.id;
    expect((await call<UploadBody>(admin.get(`/api/v2/uploads/${id}`))).body.upload.id).toBe(id);
    const tia = await ctx.signIn('tia');
    expect((await tia.get(`/api/v2/uploads/${id}`)).status).toBe(404);
    expect((await tia.get(`/api/v2/uploads/${id}/file`)).status).toBe(404);
  });

  it('lets only the uploader or staff delete, and removes the bytes', async () => {
    const tia = await ctx.signIn('tia');
    const tom = await ctx.signIn('tom');
    // s2 is Tom's session, with Tia assigned: both can read it.
    const created = await call<UploadBody>(
      upload(tia, fileOf(PDF, 'mine.pdf'), world.sessions.s2.id),
    );
    const id = created.body.upload.id;
    expect((await tom.delete(`/api/v2/uploads/${id}`)).status).toBe(403);
    expect((await tia.delete(`/api/v2/uploads/${id}`)).status).toBe(204);
    expect(store.keys()).toEqual([]);
    expect((await tia.get(`/api/v2/uploads/${id}`)).status).toBe(404);

    const again = await call<UploadBody>(
      upload(tia, fileOf(PDF, 'mine.pdf'), world.sessions.s2.id),
    );
    const admin = await ctx.signIn('admin');
    expect((await admin.delete(`/api/v2/uploads/${again.body.upload.id}`)).status).toBe(204);
  });

  it('answers a broken multipart body with a 400 saying so, and stores nothing', async () => {
    const admin = await ctx.signIn('admin');
    for (const body of ['garbage', '--b\r\nContent-Disposition: form-data; name="file"\r\n']) {
      const { status, body: answer } = await call<ErrorBody>(
        admin.request('POST', '/api/v2/uploads.json', {
          headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
          body,
        }),
      );
      expect(status).toBe(400);
      expect(answer).toEqual({
        error: 'Malformed FormData request. Failed to parse body as FormData.',
      });
    }
    expect(store.keys()).toEqual([]);
  });
});
