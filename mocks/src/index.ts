export * from './world/index.ts';
export * from './handlers/index.ts';
