import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AvatarUploader } from './AvatarUploader.tsx';
import type { CropImage } from './crop-image.ts';
import { MB, demoTargets, fileOf, startUploadsApi, uploadsApi } from './test-api.ts';

const api = startUploadsApi();
const targets = demoTargets(api);

/** The canvas crop stood in for (jsdom draws nothing): an image of the asked type. */
function fakeCrop() {
  return vi.fn<CropImage>(async (_src, _area, size, type) => fileOf(`crop-${size}`, 200, type));
}

/** The avatar the server keeps for the demo tutor: its content type. */
async function storedAvatarType(): Promise<string | undefined> {
  const [row] = await api.query<{ content_type: string }>(
    `select content_type from avatars where avatarable_type = 'Tutor' and avatarable_id = $1`,
    [targets.tutorId],
  );
  return row?.content_type;
}

function renderAvatar(cropImage = fakeCrop(), onUploaded = vi.fn()) {
  render(
    <AvatarUploader
      api={uploadsApi()}
      avatarableId={targets.tutorId}
      avatarableType="Tutor"
      name={targets.tutorName}
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
  it('crops a picked image to a 750 square and sets it as the avatar', async () => {
    api.willWrite();
    const { cropImage, onUploaded } = renderAvatar();
    pick(fileOf('me.bmp', 1000, 'image/bmp'));
    expect(await screen.findByRole('dialog', { name: 'Crop your photo' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save photo' }));

    const avatarPath = new RegExp(`^/api/v2/avatars/Tutor/${targets.tutorId}\\b`);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(expect.stringMatching(avatarPath)));
    expect(cropImage).toHaveBeenCalledWith(
      expect.stringMatching(/^data:image\/bmp;base64,/),
      null,
      750,
      'image/png',
    );
    expect(await storedAvatarType()).toBe('image/png');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: targets.tutorName })).toHaveAttribute(
      'src',
      expect.stringMatching(avatarPath),
    );
  });

  it('keeps a JPEG a JPEG', async () => {
    api.willWrite();
    const { cropImage, onUploaded } = renderAvatar();
    pick(fileOf('portrait.jpeg', 1000, 'image/jpeg'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(cropImage.mock.calls[0]?.[3]).toBe('image/jpeg');
    expect(await storedAvatarType()).toBe('image/jpeg');
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
    api.server.use(
      http.post('*/api/v2/avatars', () =>
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
    renderAvatar();
    pick(fileOf('me.gif', 1000, 'image/gif'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('/api/v2/avatars')).toEqual([]);
    expect(await storedAvatarType()).toBeUndefined();
  });
});
