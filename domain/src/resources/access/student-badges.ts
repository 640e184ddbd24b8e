import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { staffOnly, staffOrOwn } from '../../permissions/rules.ts';
import { staffOrStudentsTutor } from './students.ts';
import type { studentBadgeRecord } from '../student-badges.ts';

export const studentBadgesAccess = {
  singular: 'student_badge',
  access: {
    read: staffOrOwn(),
    // A tutor gives gems to students of the sessions they supervise (checked by the server).
    create: staffOrStudentsTutor(),
    update: staffOnly(),
    delete: staffOnly(),
  },
  actions: {
    redeem: staffOrStudentsTutor(),
  },
} satisfies ResourceAccess<z.infer<typeof studentBadgeRecord>>;
