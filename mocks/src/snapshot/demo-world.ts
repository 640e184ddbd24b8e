/**
 * Where the demo world comes from: the server's seed (server/src/db/demo-world), named here
 * only, so the rest of mocks does not care where it lives.
 */
export { generateDemoWorld, quickPasswordHash, seedDemoWorld } from '@tp/server';
export { DEMO_INVITED_PARENT_EMAIL, DEMO_LOGINS, DEMO_PASSWORD } from '@tp/server/demo-world';
