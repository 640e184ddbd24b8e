import { z } from 'zod';
import { adminOnly, anySignedIn } from '../permissions/rules.ts';
import { defineContract } from './contract.ts';
import type { Department } from './departments.ts';
import { integer, recordId, storableText } from './payload-fields.ts';

export const brandRecord = z.object({
  id: integer,
  name: z.string(),
  departmentId: integer,
  active: z.boolean(),
  includePoints: z.boolean(),
  includeSessions: z.boolean(),
  includeStudents: z.boolean(),
  includeEmployees: z.boolean(),
  includeJointSessions: z.boolean(),
  includeScoreReports: z.boolean(),
  allowManualAttendance: z.boolean(),
  forceDuration: integer.nullable(),
  lockVersion: integer,
});
/** A brand is a product definition: what a course of the brand includes and how it runs. */
export type Brand = z.infer<typeof brandRecord> & { department?: Department | null };

export const brandCreate = z.object({
  name: storableText.trim().min(1).max(100),
  departmentId: recordId,
  active: z.boolean().optional(),
  includePoints: z.boolean().optional(),
  includeSessions: z.boolean().optional(),
  includeStudents: z.boolean().optional(),
  includeEmployees: z.boolean().optional(),
  includeJointSessions: z.boolean().optional(),
  includeScoreReports: z.boolean().optional(),
  allowManualAttendance: z.boolean().optional(),
  forceDuration: z.number().int().min(5).max(600).nullable().optional(),
});

export const brandsContract = defineContract({
  name: 'brands',
  singular: 'brand',
  summary: 'Brands are product definitions: what a course of the brand includes and how it runs.',
  record: brandRecord,
  create: brandCreate,
  update: brandCreate.partial(),
  access: {
    read: anySignedIn(),
    create: adminOnly(),
    update: adminOnly(),
    delete: adminOnly(),
  },
});
