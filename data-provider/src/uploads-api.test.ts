import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { fakeFetch, setXsrfCookie } from './testing/fake-fetch.ts';
import { createUploadsApi } from './uploads-api.ts';

const UPLOAD = {
  id: 7,
  url: '/api/v2/uploads/7/file',
  thumbnailUrl: null,
  fileName: 'notes.pdf',
  attachableId: 42,
  attachableType: 'Session',
};

function formFields(body: unknown): Record<string, FormDataEntryValue> {
  if (!(body instanceof FormData)) throw new Error('the body is not multipart');
  return Object.fromEntries(body.entries());
}

describe('createUploadsApi', () => {
  beforeEach(() => setXsrfCookie('token-1'));
  afterEach(() => setXsrfCookie(null));

  it('uploads a file as multipart with its attachable, credentials and the CSRF header', async () => {
    const { fetch, calls } = fakeFetch(() => ({ status: 201, json: { upload: UPLOAD } }));
    const api = createUploadsApi(createHttpClient({ fetch }));
    const file = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });

    await expect(
      api.uploadFile({ file, attachableId: 42, attachableType: 'Session' }),
    ).resolves.toEqual(UPLOAD);

    const call = calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/api/v2/uploads.json');
    expect(call.credentials).toBe('include');
    expect(call.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    // fetch sets the multipart Content-Type with its boundary itself.
    expect(call.headers.get('Content-Type')).toBeNull();
    const fields = formFields(call.body);
    expect(fields.attachableId).toBe('42');
    expect(fields.attachableType).toBe('Session');
    expect((fields.file as File).name).toBe('notes.pdf');
  });

  it('names a bare Blob by the name given', async () => {
    const { fetch, calls } = fakeFetch(() => ({ json: { avatar: { url: '/a.png' } } }));
    const api = createUploadsApi(createHttpClient({ fetch }));
    await api.uploadAvatar({
      file: new Blob(['png'], { type: 'image/png' }),
      fileName: 'avatar.png',
      avatarableId: 3,
      avatarableType: 'Tutor',
    });
    const fields = formFields(calls[0]!.body);
    expect((fields.file as File).name).toBe('avatar.png');
    expect(fields.avatarableType).toBe('Tutor');
    expect(fields.avatarableId).toBe('3');
  });

  it('posts an avatar to /avatars and answers its url', async () => {
    const { fetch, calls } = fakeFetch(() => ({ json: { avatar: { url: '/avatars/3.png' } } }));
    const api = createUploadsApi(createHttpClient({ fetch }));
    await expect(
      api.uploadAvatar({
        file: new File(['x'], 'me.png', { type: 'image/png' }),
        avatarableId: 3,
        avatarableType: 'Tutor',
      }),
    ).resolves.toEqual({ url: '/avatars/3.png' });
    expect(calls[0]!.url).toBe('/api/v2/avatars');
  });

  it('lists the uploads of an attachable', async () => {
    const meta = { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 1000 };
    const { fetch, calls } = fakeFetch(() => ({ json: { uploads: [UPLOAD], meta } }));
    const api = createUploadsApi(createHttpClient({ fetch }));
    await expect(api.listUploads({ attachableId: 42, attachableType: 'Session' })).resolves.toEqual(
      { uploads: [UPLOAD], meta },
    );
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v2/uploads');
    expect(url.searchParams.get('attachableId')).toBe('42');
    expect(url.searchParams.get('attachableType')).toBe('Session');
  });

  it('deletes an upload by id', async () => {
    const { fetch, calls } = fakeFetch(() => ({ status: 204 }));
    await createUploadsApi(createHttpClient({ fetch })).deleteUpload(7);
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/v2/uploads/7' });
  });

  it('rejects with the server’s sentence when the upload is refused', async () => {
    const { fetch } = fakeFetch(() => ({
      status: 422,
      json: { error: 'Validation failed', errors: { file: ['type is not supported'] } },
    }));
    const api = createUploadsApi(createHttpClient({ fetch }));
    await expect(
      api.uploadFile({ file: new Blob(['x']), attachableId: 1, attachableType: 'Session' }),
    ).rejects.toThrow('File type is not supported.');
  });

  it('rejects an answer without an upload', async () => {
    const { fetch } = fakeFetch(() => ({ json: {} }));
    const api = createUploadsApi(createHttpClient({ fetch }));
    await expect(
      api.uploadFile({ file: new Blob(['x']), attachableId: 1, attachableType: 'Session' }),
    ).rejects.toThrow(/no "upload"/);
  });
});
