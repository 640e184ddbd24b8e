import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { UploadedFile } from '@tp/data-provider';
import { AttachmentUploader } from './AttachmentUploader.tsx';
import { MB, fileOf, server, startUploadsServer, uploadsApi } from './test-api.ts';

startUploadsServer();

const UPLOADS = 'http://localhost/api/v2/uploads';

function uploaded(id: number, fileName: string): UploadedFile {
  return {
    id,
    url: `/api/v2/uploads/${id}/file`,
    thumbnailUrl: null,
    fileName,
    attachableId: 42,
    attachableType: 'Session',
  };
}

/** Uploads held here as the server would: list, create (recording each form), delete. */
function uploadHandlers(initial: UploadedFile[] = []) {
  const stored = [...initial];
  const forms: { fields: Record<string, string>; fileName: string; xsrf: string | null }[] = [];
  let nextId = 100;
  const handlers = [
    http.get(UPLOADS, () =>
      HttpResponse.json({
        uploads: stored,
        meta: { totalCount: stored.length, totalPages: 1, pageNumber: 1, pageSize: 1000 },
      }),
    ),
    http.post(`${UPLOADS}.json`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      forms.push({
        fields: {
          attachableId: String(form.get('attachableId')),
          attachableType: String(form.get('attachableType')),
        },
        fileName: file.name,
        xsrf: request.headers.get('X-XSRF-TOKEN'),
      });
      const record = uploaded(nextId++, file.name);
      stored.push(record);
      return HttpResponse.json({ upload: record }, { status: 201 });
    }),
    http.delete(`${UPLOADS}/:id`, ({ params }) => {
      const index = stored.findIndex((u) => u.id === Number(params.id));
      stored.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, forms, stored };
}

function renderUploader(onUploadsChange?: (uploads: UploadedFile[]) => void) {
  render(
    <AttachmentUploader
      api={uploadsApi()}
      attachableId={42}
      attachableType="Session"
      onUploadsChange={onUploadsChange}
    />,
  );
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Add files'), { target: { files } });
}

function drop(...files: File[]) {
  fireEvent.drop(screen.getByTestId('attachment-drop-zone'), { dataTransfer: { files } });
}

describe('AttachmentUploader', () => {
  it('lists the files already attached', async () => {
    server.use(...uploadHandlers([uploaded(1, 'syllabus.pdf')]).handlers);
    renderUploader();
    const link = await screen.findByRole('link', { name: 'syllabus.pdf' });
    expect(link).toHaveAttribute('href', '/api/v2/uploads/1/file');
  });

  it('uploads a picked file as multipart with its attachable and lists it', async () => {
    const api = uploadHandlers();
    server.use(...api.handlers);
    const onUploadsChange = vi.fn();
    renderUploader(onUploadsChange);
    pick(fileOf('notes.pdf', 2048, 'application/pdf'));
    expect(await screen.findByRole('link', { name: 'notes.pdf' })).toBeInTheDocument();
    expect(api.forms).toEqual([
      {
        fields: { attachableId: '42', attachableType: 'Session' },
        fileName: 'notes.pdf',
        xsrf: 'test-token',
      },
    ]);
    await waitFor(() =>
      expect(onUploadsChange).toHaveBeenLastCalledWith([uploaded(100, 'notes.pdf')]),
    );
  });

  it('uploads dropped files', async () => {
    const api = uploadHandlers();
    server.use(...api.handlers);
    renderUploader();
    drop(fileOf('a.png', 100, 'image/png'), fileOf('b.csv', 100, 'text/csv'));
    expect(await screen.findByRole('link', { name: 'a.png' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'b.csv' })).toBeInTheDocument();
    expect(api.forms.map((f) => f.fileName).sort()).toEqual(['a.png', 'b.csv']);
  });

  it('refuses a file over 3 MB before sending anything', async () => {
    const api = uploadHandlers();
    server.use(...api.handlers);
    renderUploader();
    pick(fileOf('scan.pdf', 3 * MB + 1, 'application/pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('It looks like that file is larger than 3MB.');
    expect(alert).toHaveTextContent('Oops');
    expect(api.forms).toEqual([]);
  });

  it('accepts a file of exactly 3 MB', async () => {
    const api = uploadHandlers();
    server.use(...api.handlers);
    renderUploader();
    pick(fileOf('exact.pdf', 3 * MB, 'application/pdf'));
    expect(await screen.findByRole('link', { name: 'exact.pdf' })).toBeInTheDocument();
  });

  it('refuses files that together exceed 5 MB', async () => {
    const api = uploadHandlers();
    server.use(...api.handlers);
    renderUploader();
    pick(
      fileOf('one.pdf', 3 * MB, 'application/pdf'),
      fileOf('two.pdf', 3 * MB, 'application/pdf'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It looks like all your attachments exceed the 5MB limit.',
    );
    expect(api.forms).toEqual([]);
  });

  it('counts the files still uploading towards the 5 MB', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = uploadHandlers();
    server.use(
      http.post(`${UPLOADS}.json`, async () => {
        await held;
        return HttpResponse.json({ upload: uploaded(9, 'first.pdf') }, { status: 201 });
      }),
      ...api.handlers,
    );
    renderUploader();
    pick(fileOf('first.pdf', 3 * MB, 'application/pdf'));
    expect(await screen.findByLabelText('Uploading first.pdf')).toBeInTheDocument();
    pick(fileOf('second.pdf', 3 * MB, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It looks like all your attachments exceed the 5MB limit.',
    );
    release();
    expect(await screen.findByRole('link', { name: 'first.pdf' })).toBeInTheDocument();
  });

  it('refuses a type that is not allowed, naming the file', async () => {
    const api = uploadHandlers();
    server.use(...api.handlers);
    renderUploader();
    drop(fileOf('setup.exe', 100, 'application/x-msdownload'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "It looks like setup.exe can't be uploaded since file type is not supported",
    );
    expect(api.forms).toEqual([]);
  });

  it('shows the server’s sentence when the server refuses the file', async () => {
    server.use(
      http.post(`${UPLOADS}.json`, () =>
        HttpResponse.json(
          { error: 'Validation failed', errors: { file: ['type is not supported'] } },
          { status: 422 },
        ),
      ),
      ...uploadHandlers().handlers,
    );
    renderUploader();
    pick(fileOf('photo.png', 100, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('File type is not supported.');
    expect(screen.queryByRole('link', { name: 'photo.png' })).not.toBeInTheDocument();
  });

  it('says the files could not be added when the server fails', async () => {
    server.use(
      http.post(`${UPLOADS}.json`, () =>
        HttpResponse.json({ error: 'Internal server error', requestId: 'r' }, { status: 500 }),
      ),
      ...uploadHandlers().handlers,
    );
    renderUploader();
    pick(fileOf('photo.png', 100, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hmm, something is not right. The files could not be added.',
    );
  });

  it('deletes an attached file', async () => {
    const api = uploadHandlers([uploaded(1, 'old.pdf'), uploaded(2, 'keep.pdf')]);
    server.use(...api.handlers);
    renderUploader();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'old.pdf' })).not.toBeInTheDocument(),
    );
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(within(list).getByRole('link', { name: 'keep.pdf' })).toBeInTheDocument();
    expect(api.stored.map((u) => u.id)).toEqual([2]);
  });

  it('shows the server’s sentence when a delete is refused', async () => {
    server.use(
      http.delete(`${UPLOADS}/:id`, () =>
        HttpResponse.json({ error: 'You are not allowed to do that.' }, { status: 403 }),
      ),
      ...uploadHandlers([uploaded(1, 'theirs.pdf')]).handlers,
    );
    renderUploader();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete theirs.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do that.');
    expect(screen.getByRole('link', { name: 'theirs.pdf' })).toBeInTheDocument();
  });
});
