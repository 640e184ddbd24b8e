export * from './SessionDetailModal.tsx';
export * from './EventDialog.tsx';
export * from './SessionEditorDialog.tsx';
export { CHECK_IN_WINDOW_FEATURES, checkInUrl } from './session-detail/session-links.ts';
export { formatDay, formatTime, formatSessionTime } from './session-detail/format-session-time.ts';
