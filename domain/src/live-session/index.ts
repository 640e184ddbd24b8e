export * from './live-session-wire.ts';
