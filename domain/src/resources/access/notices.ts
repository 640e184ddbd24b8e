import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { type AccessRule } from '../../permissions/rules.ts';
import { hasAnyRole } from '../../roles.ts';
import type { noticeRecord } from '../notices.ts';

/**
 * Tutors (and students and parents) read and acknowledge their own notices, nobody anyone
 * else's; staff have none of their own (the spec's notices are the tutor app's).
 */
const ownNotices: AccessRule<{ userId: number }> = {
  reach: (actor: Actor) =>
    hasAnyRole(actor.roles, ['tutor', 'student', 'parent']) ? 'own' : 'none',
  own: (actor, notice) => notice.userId === actor.id,
};

export const noticesAccess = {
  singular: 'notice',
  access: {
    read: ownNotices,
    delete: ownNotices,
  },
  actions: {
    acknowledgeAll: ownNotices,
  },
} satisfies ResourceAccess<z.infer<typeof noticeRecord>>;
