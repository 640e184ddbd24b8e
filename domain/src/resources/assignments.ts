import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId } from './payload-fields.ts';
import type { Session } from './sessions.ts';
import type { Tutor } from './tutors.ts';
import { assignmentsAccess } from './access/assignments.ts';

export const assignmentRecord = z.object({
  id: integer,
  sessionId: integer,
  employeeId: integer,
  supervisor: z.boolean(),
  attended: z.boolean().nullable(),
  joinedAt: isoDateTime.nullable(),
  lockVersion: integer,
});
/** A tutor (employee) staffed on a session. */
export type Assignment = z.infer<typeof assignmentRecord> & {
  employee?: Tutor | null;
  session?: Session | null;
};

export const assignmentCreate = z.object({
  sessionId: recordId,
  employeeId: recordId,
  supervisor: z.boolean().optional(),
  attended: z.boolean().nullable().optional(),
});

export const assignmentsContract = defineContract({
  name: 'assignments',
  singular: assignmentsAccess.singular,
  summary: 'Tutors (employees) staffed on sessions.',
  record: assignmentRecord,
  create: assignmentCreate,
  update: assignmentCreate.omit({ sessionId: true }).partial(),
  access: assignmentsAccess.access,
});
