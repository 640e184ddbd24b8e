export * from '@tp/server/demo-world';
export * from './handlers/index.ts';
