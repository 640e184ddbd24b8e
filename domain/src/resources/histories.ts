import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';
import { historiesAccess } from './access/histories.ts';

export const HISTORY_REFERENCE_TYPES = ['Course'] as const;

/**
 * One change to a course or one of its sessions (spec staff-and-crm §7 "History query:
 * referenceId, referenceType Course"; scheduling §2 "Session history table: Date of Change,
 * Time of Change, Change, Details, Updated By"). Written in the transaction of the change.
 */
export const historyRecord = z.object({
  id: integer,
  referenceType: z.enum(HISTORY_REFERENCE_TYPES),
  referenceId: integer,
  sessionId: integer.nullable(),
  change: z.string(),
  details: z.string(),
  userId: integer.nullable(),
  /** Who made the change, as they were named then. */
  updatedBy: z.string(),
  createdAt: isoDateTime,
});
export type History = z.infer<typeof historyRecord>;

export const historiesContract = defineContract({
  name: 'histories',
  singular: historiesAccess.singular,
  summary: 'What changed on a course and its sessions, when and by whom (read-only).',
  record: historyRecord,
  access: historiesAccess.access,
});
