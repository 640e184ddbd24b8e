export * from './live-session-wire.ts';
export * from './session-live-rules.ts';
export * from './session-live-fields.ts';
export * from './session-meeting-actions.ts';
export * from './session-channel-rules.ts';
