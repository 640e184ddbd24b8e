export * from './live-session-wire.ts';
export * from './session-timers.ts';
export * from './attendance-rules.ts';
export * from './allotment-rules.ts';
export * from './points-rules.ts';
export * from './session-attendance-actions.ts';
