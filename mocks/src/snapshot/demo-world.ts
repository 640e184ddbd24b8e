/**
 * Where the demo world comes from: the one place mocks names it, so moving the world (issue 6,
 * item 6: into the server as `@tp/server/demo-world`) changes only this file.
 */
export {
  DEMO_INVITED_PARENT_EMAIL,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  generateDemoWorld,
} from '../world/index.ts';
export { seedDemoWorld } from '@tp/server';
