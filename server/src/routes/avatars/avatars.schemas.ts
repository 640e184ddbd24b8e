import { AVATARABLE_TYPES, MAX_UPLOAD_FILE_BYTES } from '@tp/domain';
import { z } from 'zod';
import { recordId } from '../record-id.ts';

/** The record an avatar is set for (form fields). */
export const avatarableParams = z.object({
  avatarableType: z.enum(AVATARABLE_TYPES).meta({ example: 'Tutor' }),
  avatarableId: recordId.meta({ example: 42 }),
});

/** `POST /api/v2/avatars(.json)`: the multipart form. The image's size and type are judged by the handler. */
export const avatarForm = avatarableParams.extend({
  file: z.file().meta({
    description: `jpg, png, bmp or gif by content, at most ${MAX_UPLOAD_FILE_BYTES / 1_048_576} MB.`,
  }),
});
export type AvatarForm = z.infer<typeof avatarForm>;

/** `GET /api/v2/avatars/{type}/{id}`. */
export const avatarPath = z.object({ type: z.enum(AVATARABLE_TYPES), id: recordId });
export type AvatarPath = z.infer<typeof avatarPath>;

/** What setting an avatar answers. */
export const avatarAnswer = z.object({
  avatar: z.object({
    url: z.string().meta({ example: '/api/v2/avatars/Tutor/42?v=1773154800000' }),
    avatarableType: z.enum(AVATARABLE_TYPES).meta({ example: 'Tutor' }),
    avatarableId: z.int().meta({ example: 42 }),
  }),
});
