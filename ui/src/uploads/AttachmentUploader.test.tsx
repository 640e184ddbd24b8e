import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { UploadedFile } from '@tp/data-provider';
import { AttachmentUploader } from './AttachmentUploader.tsx';
import { MB, demoTargets, fileOf, startUploadsApi, uploadsApi } from './test-api.ts';

const api = startUploadsApi();
const targets = demoTargets(api);
const UPLOADS = '/api/v2/uploads';

function attachable() {
  return { attachableType: 'Session' as const, attachableId: targets.sessionId };
}

/** Attaches a file through the API, as another screen would have. */
function attachBeforehand(name: string) {
  api.willWrite();
  return uploadsApi().uploadFile({ ...attachable(), file: fileOf(name, 200, 'application/pdf') });
}

/** The names of the files the API lists for the session. */
async function attachedNames(): Promise<string[]> {
  const { uploads } = await uploadsApi().listUploads(attachable());
  return uploads.map((upload) => upload.fileName).sort();
}

function renderUploader(onUploadsChange?: (uploads: UploadedFile[]) => void) {
  render(
    <AttachmentUploader
      api={uploadsApi()}
      attachableId={targets.sessionId}
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

function postedUploads() {
  return api.requestsTo(`${UPLOADS}.json`);
}

describe('AttachmentUploader', () => {
  it('lists the files already attached', async () => {
    const attached = await attachBeforehand('syllabus.pdf');
    renderUploader();
    const link = await screen.findByRole('link', { name: 'syllabus.pdf' });
    expect(link).toHaveAttribute('href', `/api/v2/uploads/${attached.id}/file`);
  });

  it('only lists the files when read-only (students and parents)', async () => {
    await attachBeforehand('homework.pdf');
    render(
      <AttachmentUploader
        api={uploadsApi()}
        attachableId={targets.sessionId}
        attachableType="Session"
        readOnly
      />,
    );
    expect(await screen.findByRole('link', { name: 'homework.pdf' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Add files')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete homework.pdf' })).not.toBeInTheDocument();
  });

  it('says there are no attachments when read-only and none are attached', async () => {
    render(
      <AttachmentUploader
        api={uploadsApi()}
        attachableId={targets.sessionId}
        attachableType="Session"
        readOnly
      />,
    );
    expect(await screen.findByText('No attachments')).toBeInTheDocument();
  });

  it('uploads a picked file to the record and lists it', async () => {
    api.willWrite();
    const onUploadsChange = vi.fn();
    renderUploader(onUploadsChange);
    pick(fileOf('notes.pdf', 2048, 'application/pdf'));
    expect(await screen.findByRole('link', { name: 'notes.pdf' })).toBeInTheDocument();
    await waitFor(() =>
      expect(onUploadsChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ fileName: 'notes.pdf', ...attachable() }),
      ]),
    );
    expect(await attachedNames()).toEqual(['notes.pdf']);
  });

  it('uploads dropped files', async () => {
    api.willWrite();
    renderUploader();
    drop(fileOf('a.png', 100, 'image/png'), fileOf('b.csv', 100, 'text/csv'));
    expect(await screen.findByRole('link', { name: 'a.png' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'b.csv' })).toBeInTheDocument();
    expect(await attachedNames()).toEqual(['a.png', 'b.csv']);
  });

  it('refuses a file over 3 MB before sending anything', async () => {
    renderUploader();
    pick(fileOf('scan.pdf', 3 * MB + 1, 'application/pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('It looks like that file is larger than 3MB.');
    expect(alert).toHaveTextContent('Oops');
    expect(postedUploads()).toEqual([]);
  });

  it('accepts a file of exactly 3 MB', async () => {
    api.willWrite();
    renderUploader();
    pick(fileOf('exact.pdf', 3 * MB, 'application/pdf'));
    expect(await screen.findByRole('link', { name: 'exact.pdf' })).toBeInTheDocument();
  });

  it('refuses files that together exceed 5 MB', async () => {
    renderUploader();
    pick(
      fileOf('one.pdf', 3 * MB, 'application/pdf'),
      fileOf('two.pdf', 3 * MB, 'application/pdf'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It looks like all your attachments exceed the 5MB limit.',
    );
    expect(postedUploads()).toEqual([]);
  });

  it('counts the files still uploading towards the 5 MB', async () => {
    api.willWrite();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A slow answer: the first upload is held until the second file has been refused.
    api.server.use(
      http.post(`*${UPLOADS}.json`, async () => {
        await held;
        return undefined;
      }),
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
    renderUploader();
    drop(fileOf('setup.exe', 100, 'application/x-msdownload'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "It looks like setup.exe can't be uploaded since file type is not supported",
    );
    expect(postedUploads()).toEqual([]);
  });

  it('shows the server’s sentence when the server finds the content is not what the name says', async () => {
    // A ".png" whose bytes are no image: only the server, which reads the content, can tell.
    const disguised = new File([new Uint8Array([0, 1, 2, 255, 254, 0, 16, 128])], 'photo.png', {
      type: 'image/png',
    });
    renderUploader();
    pick(disguised);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "It looks like photo.png can't be uploaded since file type is not supported",
    );
    expect(screen.queryByRole('link', { name: 'photo.png' })).not.toBeInTheDocument();
  });

  it('says the files could not be added when the server fails', async () => {
    api.server.use(
      http.post(`*${UPLOADS}.json`, () =>
        HttpResponse.json({ error: 'Internal server error', requestId: 'r' }, { status: 500 }),
      ),
    );
    renderUploader();
    pick(fileOf('photo.png', 100, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hmm, something is not right. The files could not be added.',
    );
  });

  it('deletes an attached file', async () => {
    await attachBeforehand('old.pdf');
    await attachBeforehand('keep.pdf');
    renderUploader();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'old.pdf' })).not.toBeInTheDocument(),
    );
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(within(list).getByRole('link', { name: 'keep.pdf' })).toBeInTheDocument();
    expect(await attachedNames()).toEqual(['keep.pdf']);
  });

  it('shows the server’s sentence when a delete is refused', async () => {
    await attachBeforehand('theirs.pdf');
    api.server.use(
      http.delete(`*${UPLOADS}/:id`, () =>
        HttpResponse.json({ error: 'You are not allowed to do that.' }, { status: 403 }),
      ),
    );
    renderUploader();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete theirs.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do that.');
    expect(screen.getByRole('link', { name: 'theirs.pdf' })).toBeInTheDocument();
  });
});
