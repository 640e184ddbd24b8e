import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { schedulingStaff, staffOnly, staffOrOwn } from '../../permissions/rules.ts';
import type { courseRecord } from '../courses.ts';
import { COURSE_LIST_ACTIONS_RULES } from './course-lists.ts';

export const coursesAccess = {
  singular: 'course',
  access: {
    read: staffOrOwn(),
    create: schedulingStaff(),
    update: schedulingStaff(),
    delete: schedulingStaff(),
  },
  actions: {
    ...COURSE_LIST_ACTIONS_RULES,
    changeStatus: schedulingStaff(),
    reserve: schedulingStaff(),
    roster: staffOnly(),
    assignTutor: schedulingStaff(),
    unassignTutor: schedulingStaff(),
    deleteSessions: schedulingStaff(),
  },
} satisfies ResourceAccess<z.infer<typeof courseRecord>>;
