import { z } from 'zod';
import { schedulingStaff, staffOrOwn } from '../permissions/rules.ts';
import type { Brand } from './brands.ts';
import { defineContract } from './contract.ts';
import {
  integer,
  isoDateTime,
  isoDateTimeInput,
  recordId,
  storableText,
} from './payload-fields.ts';
import type { Session } from './sessions.ts';
import type { Subject } from './subjects.ts';

export const COURSE_STATUSES = ['published', 'unpublished', 'canceled'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const courseRecord = z.object({
  id: integer,
  title: z.string(),
  name: z.string(),
  status: z.enum(COURSE_STATUSES),
  brandId: integer,
  subjectId: integer.nullable(),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  duration: integer.nullable(),
  notes: z.string().nullable(),
  enrollmentsCount: integer,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
export type Course = z.infer<typeof courseRecord> & {
  brand?: Brand | null;
  subject?: Subject | null;
  sessions?: Session[];
};

export const courseCreate = z.object({
  title: storableText.trim().min(1).max(191),
  name: storableText.trim().min(1).max(191),
  status: z.enum(COURSE_STATUSES).optional(),
  brandId: recordId,
  subjectId: recordId.nullable().optional(),
  startsAt: isoDateTimeInput.nullable().optional(),
  endsAt: isoDateTimeInput.nullable().optional(),
  duration: z.number().int().min(0).max(100_000).nullable().optional(),
  notes: storableText.max(10_000).nullable().optional(),
});

export const coursesContract = defineContract({
  name: 'courses',
  singular: 'course',
  summary: 'Courses: what students enroll in; each has sessions.',
  record: courseRecord,
  create: courseCreate,
  update: courseCreate.partial(),
  access: {
    read: staffOrOwn(),
    create: schedulingStaff(),
    update: schedulingStaff(),
    delete: schedulingStaff(),
  },
});
