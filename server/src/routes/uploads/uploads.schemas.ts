import { ATTACHABLE_TYPES, MAX_UPLOAD_FILE_BYTES } from '@tp/domain';
import { z } from 'zod';

/** A record id in a path, query or form field (Postgres integer). */
export const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** The attachable an upload is added to or listed for (form fields or query parameters). */
export const attachableParams = z.object({
  attachableId: positiveId,
  attachableType: z.enum(ATTACHABLE_TYPES),
});
export type AttachableParams = z.infer<typeof attachableParams>;

/** `POST /api/v2/uploads(.json)`: the multipart form. The file's size and type are judged by the handler. */
export const uploadForm = attachableParams.extend({
  file: z.file().meta({
    description: `At most ${MAX_UPLOAD_FILE_BYTES / 1_048_576} MB; the type is decided by the content.`,
  }),
});
export type UploadForm = z.infer<typeof uploadForm>;

export const uploadIdParam = z.object({ id: positiveId });
