import { ATTACHABLE_TYPES, MAX_UPLOAD_FILE_BYTES } from '@tp/domain';
import { z } from 'zod';
import { recordId } from '../record-id.ts';

/** The attachable an upload is added to or listed for (form fields or query parameters). */
export const attachableParams = z.object({
  attachableId: recordId,
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

export const uploadIdParam = z.object({ id: recordId });
