// Loaded on demand by resource-actions.ts: its own chunk in the apps' builds.
export { RESOURCE_CONTRACTS } from '@tp/domain';
