import { AVATARABLE_TYPES } from '@tp/domain';
import { z } from 'zod';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** The record an avatar is set for (form fields) or served for (path). */
export const avatarableParams = z.object({
  avatarableType: z.enum(AVATARABLE_TYPES),
  avatarableId: positiveId,
});
