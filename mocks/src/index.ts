export * from './world/index.ts';
