import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { staffOrRoleOwn } from '../../permissions/rules.ts';
import type { messageRecord } from '../messages.ts';

/**
 * Staff on any course or student; a tutor too, and the service lets them ask about or write to
 * a course they teach only (403 otherwise): a collection action has no record to decide on.
 */
const staffOrTutorOnTheirCourse = () => staffOrRoleOwn<unknown>('tutor', () => true);

export const messagesAccess = {
  singular: 'message',
  access: {
    read: staffOrRoleOwn('tutor'),
  },
  actions: {
    messageTypes: staffOrTutorOnTheirCourse(),
    recipients: staffOrTutorOnTheirCourse(),
    send: staffOrTutorOnTheirCourse(),
  },
} satisfies ResourceAccess<z.infer<typeof messageRecord>>;
