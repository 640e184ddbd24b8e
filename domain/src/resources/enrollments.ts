import { z } from 'zod';
import { schedulingStaff, staffOrOwn } from '../permissions/rules.ts';
import { defineContract } from './contract.ts';
import type { Course } from './courses.ts';
import { integer, isoDateTime, isoDateTimeInput, recordId } from './payload-fields.ts';
import type { Student } from './students.ts';

export const ENROLLMENT_STATUSES = ['active', 'canceled'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const enrollmentRecord = z.object({
  id: integer,
  courseId: integer,
  studentId: integer,
  status: z.enum(ENROLLMENT_STATUSES),
  startsAt: isoDateTime.nullable(),
  lockVersion: integer,
});
export type Enrollment = z.infer<typeof enrollmentRecord> & {
  course?: Course | null;
  student?: Student | null;
};

export const enrollmentCreate = z.object({
  courseId: recordId,
  studentId: recordId,
  status: z.enum(ENROLLMENT_STATUSES).optional(),
  startsAt: isoDateTimeInput.nullable().optional(),
});

export const enrollmentsContract = defineContract({
  name: 'enrollments',
  singular: 'enrollment',
  summary: 'Students enrolled in courses.',
  record: enrollmentRecord,
  create: enrollmentCreate,
  update: enrollmentCreate.omit({ courseId: true, studentId: true }).partial(),
  access: {
    read: staffOrOwn(),
    create: schedulingStaff(),
    update: schedulingStaff(),
    delete: schedulingStaff(),
  },
});
