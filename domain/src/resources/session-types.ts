import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, recordId, storableText } from './payload-fields.ts';
import { SESSION_TYPES } from './sessions.ts';
import { sessionTypesAccess } from './access/session-types.ts';

/** Scheduling spec: a session's duration is at least its session type's minimum, at most 600. */
export const SESSION_TYPE_MIN_DURATION = 5;
export const SESSION_TYPE_MAX_DURATION = 600;

/**
 * The kinds of session a brand offers (scheduling spec: sessionType has sessionClass,
 * sessionName, name, online; GET /session_types?brandId). The session class is the session's
 * type; the minimum duration is what the session editor enforces.
 */
export const sessionTypeRecord = z.object({
  id: integer,
  brandId: integer,
  name: z.string(),
  sessionClass: z.enum(SESSION_TYPES),
  sessionName: z.string(),
  online: z.boolean(),
  minDuration: integer,
  lockVersion: integer,
});
export type SessionTypeRecord = z.infer<typeof sessionTypeRecord>;

export const sessionTypeCreate = z.object({
  brandId: recordId,
  name: storableText.trim().min(1, "can't be blank").max(100),
  sessionClass: z.enum(SESSION_TYPES),
  sessionName: storableText.trim().max(100).optional(),
  online: z.boolean().optional(),
  minDuration: z
    .number()
    .int()
    .min(SESSION_TYPE_MIN_DURATION)
    .max(SESSION_TYPE_MAX_DURATION)
    .optional(),
});

export const sessionTypesContract = defineContract({
  name: 'session_types',
  singular: sessionTypesAccess.singular,
  summary:
    "A brand's session types: the kinds of session its courses schedule (class, online, minimum duration).",
  record: sessionTypeRecord,
  create: sessionTypeCreate,
  update: sessionTypeCreate.omit({ brandId: true }).partial(),
  access: sessionTypesAccess.access,
});
