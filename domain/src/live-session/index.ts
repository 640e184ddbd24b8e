export * from './live-session-wire.ts';
export * from './session-timers.ts';
