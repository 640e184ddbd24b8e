import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { AvatarTarget, ErrorNotice, UploadsApi } from '@tp/data-provider';
import { AVATAR_CROP_SIZE, AVATAR_INPUT_ACCEPT, checkAvatarFile } from '@tp/domain';
import { AvatarCropDialog } from './AvatarCropDialog.tsx';
import { UploadNotice } from './UploadNotice.tsx';
import {
  cropImageToSquare,
  croppedAvatarName,
  croppedAvatarType,
  type CropImage,
  type PixelArea,
} from './crop-image.ts';
import { readDataUrl } from './read-data-url.ts';
import { noticeForUploadFailure, noticeForUploadProblem } from './upload-failure.ts';

export interface AvatarUploaderProps extends AvatarTarget {
  api: Pick<UploadsApi, 'uploadAvatar'>;
  /** The avatar shown now, if any. */
  currentUrl?: string | null;
  /** Whose avatar, for the image's alternative text and the initial shown without one. */
  name: string;
  onUploaded?(url: string): void;
  /** The crop's drawing; the canvas one by default (tests replace it: jsdom has no canvas). */
  cropImage?: CropImage;
}

/** The picked file waiting for its crop: the uploader's one-file queue. */
interface PendingAvatar {
  file: File;
  image: string;
}

/**
 * Change an avatar (spec §5, §7 "Uploads"): pick a jpg, png, bmp or gif, crop it to a square,
 * and the 750-pixel square is posted to /api/v2/avatars. A refused file shows the spec's
 * message; a failed upload shows the server's sentence and clears the queue.
 */
export function AvatarUploader({
  api,
  avatarableId,
  avatarableType,
  currentUrl = null,
  name,
  onUploaded,
  cropImage = cropImageToSquare,
}: AvatarUploaderProps) {
  const [url, setUrl] = useState<string | null>(currentUrl);
  const [pending, setPending] = useState<PendingAvatar | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [notice, setNotice] = useState<ErrorNotice | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setNotice(noticeForUploadProblem(problem));
      return;
    }
    setNotice(null);
    try {
      setPending({ file, image: await readDataUrl(file) });
    } catch (error) {
      setNotice(noticeForUploadFailure(error));
    }
  };

  const save = async (area: PixelArea | null) => {
    if (!pending) return;
    setIsSaving(true);
    try {
      const type = croppedAvatarType(pending.file.type);
      const cropped = await cropImage(pending.image, area, AVATAR_CROP_SIZE, type);
      const avatar = await api.uploadAvatar({
        file: cropped,
        fileName: croppedAvatarName(pending.file.name, type),
        avatarableId,
        avatarableType,
      });
      setUrl(avatar.url);
      onUploaded?.(avatar.url);
    } catch (error) {
      setNotice(noticeForUploadFailure(error));
    } finally {
      // Saved or failed, the queue is cleared (spec §8): a retry starts with a new pick.
      setPending(null);
      setIsSaving(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={url ?? undefined} alt={name} sx={{ width: 72, height: 72, fontSize: 28 }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Button variant="outlined" component="label" startIcon={<PhotoCameraIcon />}>
          Change photo
          <input
            hidden
            type="file"
            accept={AVATAR_INPUT_ACCEPT}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
      </Stack>
      {notice ? <UploadNotice notice={notice} onClose={() => setNotice(null)} /> : null}
      {pending ? (
        <AvatarCropDialog
          image={pending.image}
          isSaving={isSaving}
          onSave={(area) => void save(area)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </Stack>
  );
}
