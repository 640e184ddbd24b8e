import { staffOrOwn } from '../../permissions/rules.ts';

export const STUDENT_CONTACT_ACTIONS_RULES = {
  contacts: { ...staffOrOwn(), own: () => true },
};
