import { ATTACHABLE_TYPES } from '@tp/domain';
import { z } from 'zod';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** The attachable an upload is added to or listed for (form fields or query parameters). */
export const attachableParams = z.object({
  attachableId: positiveId,
  attachableType: z.enum(ATTACHABLE_TYPES),
});
export type AttachableParams = z.infer<typeof attachableParams>;

export const uploadIdParam = z.object({ id: positiveId });
