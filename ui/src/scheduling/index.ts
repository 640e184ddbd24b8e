export * from './SessionDetailModal.tsx';
export * from './EventDialog.tsx';
export * from './SessionEditorDialog.tsx';
export { CHECK_IN_WINDOW_FEATURES, checkInUrl } from './session-detail/session-links.ts';
export {
  TutoringBookingContent,
  type FamilyBooker,
} from './tutoring-form/TutoringBookingContent.tsx';
export {
  emptyTutoringState,
  tutoringDuration,
  tutoringPayload,
  tutoringStartOrNull,
  tutoringStateErrors,
  type FamilyBookingTarget,
  type TutoringFormState,
} from './tutoring-form/tutoring-form-state.ts';
export type { TutoringBookingAnswer } from './tutoring-form/tutoring-api.ts';
export { TutoringBookingOutcome } from './tutoring-form/TutoringBookingOutcome.tsx';
export {
  TutoringScheduleFields,
  type RepeatChoiceItem,
} from './tutoring-form/TutoringScheduleFields.tsx';
export { useBookingSteps } from './tutoring-form/useBookingSteps.ts';
export { BookingDatesTable, type BookingDateRow } from './tutoring-form/BookingDatesTable.tsx';
export { useLoaded, type Loaded } from './tutoring-form/useLoaded.ts';
export type { DetailedSession } from './session-detail/session-detail-api.ts';
export { formatDay, formatTime, formatSessionTime } from './session-detail/format-session-time.ts';
