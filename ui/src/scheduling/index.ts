export * from './SessionDetailModal.tsx';
export * from './EventDialog.tsx';
export * from './SessionEditorDialog.tsx';
export { CHECK_IN_WINDOW_FEATURES, checkInUrl } from './session-detail/session-links.ts';
export {
  TutoringBookingContent,
  type FamilyBooker,
} from './tutoring-form/TutoringBookingContent.tsx';
export type { FamilyBookingTarget } from './tutoring-form/tutoring-form-state.ts';
export type { DetailedSession } from './session-detail/session-detail-api.ts';
export { formatDay, formatTime, formatSessionTime } from './session-detail/format-session-time.ts';
