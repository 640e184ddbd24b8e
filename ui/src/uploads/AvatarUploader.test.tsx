import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AvatarUploader } from './AvatarUploader.tsx';
import type { CropImage } from './crop-image.ts';
import { MB, fileOf, server, startUploadsServer, uploadsApi } from './test-api.ts';

startUploadsServer();

const AVATARS = 'http://localhost/api/v2/avatars';

/** The canvas crop stood in for (jsdom draws nothing): a blob that says what was asked. */
function fakeCrop() {
  return vi.fn<CropImage>(async (_src, _area, size, type) => new Blob([`${size}`], { type }));
}

function avatarHandler() {
  const forms: Record<string, string>[] = [];
  const handler = http.post(AVATARS, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file') as File;
    forms.push({
      avatarableType: String(form.get('avatarableType')),
      avatarableId: String(form.get('avatarableId')),
      fileName: file.name,
      type: file.type,
      content: await file.text(),
    });
    return HttpResponse.json({ avatar: { url: '/avatars/tutor-3.png' } }, { status: 201 });
  });
  return { handler, forms };
}

function renderAvatar(cropImage = fakeCrop(), onUploaded = vi.fn()) {
  render(
    <AvatarUploader
      api={uploadsApi()}
      avatarableId={3}
      avatarableType="Tutor"
      name="Tina Tutor"
      cropImage={cropImage}
      onUploaded={onUploaded}
    />,
  );
  return { cropImage, onUploaded };
}

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [file] } });
}

describe('AvatarUploader', () => {
  it('crops a picked image to a 750 square and posts it as the avatar', async () => {
    const { handler, forms } = avatarHandler();
    server.use(handler);
    const { cropImage, onUploaded } = renderAvatar();
    pick(fileOf('me.bmp', 1000, 'image/bmp'));
    expect(await screen.findByRole('dialog', { name: 'Crop your photo' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save photo' }));

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/avatars/tutor-3.png'));
    expect(cropImage).toHaveBeenCalledWith(
      expect.stringMatching(/^data:image\/bmp;base64,/),
      null,
      750,
      'image/png',
    );
    expect(forms).toEqual([
      {
        avatarableType: 'Tutor',
        avatarableId: '3',
        fileName: 'me.png',
        type: 'image/png',
        content: '750',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Tina Tutor' })).toHaveAttribute(
      'src',
      '/avatars/tutor-3.png',
    );
  });

  it('keeps a JPEG a JPEG', async () => {
    const { handler, forms } = avatarHandler();
    server.use(handler);
    const { onUploaded } = renderAvatar();
    pick(fileOf('portrait.jpeg', 1000, 'image/jpeg'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(forms[0]).toMatchObject({ fileName: 'portrait.jpg', type: 'image/jpeg' });
  });

  it.each([
    ['a PDF', 'cv.pdf', 'application/pdf'],
    ['a WebP image', 'me.webp', 'image/webp'],
  ])('refuses %s with the type message', async (_kind, name, type) => {
    renderAvatar();
    pick(fileOf(name, 1000, type));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `It looks like ${name} can't be uploaded since file type is not supported`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses an image over 3 MB', async () => {
    renderAvatar();
    pick(fileOf('huge.png', 3 * MB + 1, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It looks like that file is larger than 3MB.',
    );
  });

  it('shows the server’s sentence and clears the queue when the upload fails', async () => {
    server.use(
      http.post(AVATARS, () =>
        HttpResponse.json(
          { error: 'Validation failed', errors: { file: ['is not an image'] } },
          { status: 422 },
        ),
      ),
    );
    const { onUploaded } = renderAvatar();
    pick(fileOf('fake.png', 1000, 'image/png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File is not an image.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('sends nothing when the crop is cancelled', async () => {
    const { handler, forms } = avatarHandler();
    server.use(handler);
    renderAvatar();
    pick(fileOf('me.gif', 1000, 'image/gif'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(forms).toEqual([]);
  });
});
