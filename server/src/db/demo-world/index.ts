export * from './types.ts';
export type { DemoWorldTableKey } from '../demo-world-tables.ts';
export {
  DEMO_INVITED_PARENT_EMAIL,
  DEMO_UNCONFIRMED_PARENT_EMAIL,
  DEMO_UNCONFIRMED_PARENT_NEW_EMAIL,
  hasDemoPassword,
} from './account-states.ts';
export {
  DEMO_EMAILS,
  DEMO_HR_EMAIL,
  DEMO_OPTIMIZER_EMAIL,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  type DemoEmail,
  type DemoLogin,
} from './demo-logins.ts';
export {
  DEFAULT_WORLD_SEED,
  generateDemoWorld,
  type GenerateDemoWorldOptions,
} from './generate.ts';
export { SCHEDULE_DAYS_AHEAD, SCHEDULE_DAYS_BACK, scheduleWindow } from './schedule.ts';
export { DEMO_TEAMS, DEMO_TEAM_MANAGER_EMAIL, type DemoTeamPlan } from './teams.ts';
export { FAMILY_ABSENCE_NOTE } from './family-sessions.ts';
