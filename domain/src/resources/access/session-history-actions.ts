import { staffOrOwnInScope } from '../../permissions/rules.ts';

export const SESSION_HISTORY_ACTIONS_RULES = {
  /** As reading sessions: the answer counts only the sessions and attendances the caller reads. */
  earlierSessions: staffOrOwnInScope(),
};
