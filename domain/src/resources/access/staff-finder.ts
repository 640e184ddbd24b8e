import { staffOnly } from '../../permissions/rules.ts';

export const SESSION_FINDER_ACTIONS_RULES = {
  potentialTutors: staffOnly(),
  primeHours: staffOnly(),
};

export const EMPLOYEE_FINDER_ACTIONS_RULES = {
  available: staffOnly(),
};
