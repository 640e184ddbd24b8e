export { AppFooter, FEEDBACK_URL, REPORT_ISSUE_URL } from './shell/AppFooter.tsx';
export { ShellWarnings, verificationUrl } from './shell/ShellWarnings.tsx';
export { RolePlaceholder } from './shell/RolePlaceholder.tsx';
export { ToastProvider } from './toast/ToastProvider.tsx';
export { PlainToastProvider } from './toast/PlainToastProvider.tsx';
export { useToast } from './toast/useToast.ts';
export type { ToastApi } from './toast/ToastContext.ts';
export {
  TOAST_TIMEOUT_MS,
  TOAST_EXTENDED_TIMEOUT_MS,
  type ToastKind,
  type ToastInput,
} from './toast/toast-settings.ts';
export {
  showErrorToast,
  noticeForError,
  noticeForGlobalError,
  useErrorToast,
} from './toast/error-toast.ts';
export { ToastMessage } from './toast/ToastMessage.tsx';
export { ToastText } from './toast/ToastText.tsx';
export { sanitizeToastHtml } from './toast/sanitize-html.ts';
export { SignInForm, type SignInValues } from './sign-in/SignInForm.tsx';
export * from './lists/index.ts';
export * from './inputs/index.ts';
export * from './i18n/index.ts';
export * from './account/index.ts';
export * from './spoof/index.ts';
export * from './uploads/index.ts';
export * from './theme/index.ts';
export * from './scheduling/index.ts';
export * from './live-session/index.ts';
export * from './payments/index.ts';
export * from './exams/index.ts';
export { DurationText } from './hours/DurationText.tsx';
export {
  ClosableDialogTitle,
  type ClosableDialogTitleProps,
} from './dialogs/ClosableDialogTitle.tsx';
export {
  UNSAVED_CHANGES_QUESTION,
  UNSAVED_CHANGES_TITLE,
  UnsavedChangesContext,
  UnsavedChangesScope,
  useUnsavedChanges,
  useUnsavedChangesScope,
  type UnsavedChangesGuard,
} from './forms/unsaved-changes.tsx';
export {
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
} from './forms/UnsavedChangesDialog.tsx';
