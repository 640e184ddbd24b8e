// The unsaved-changes dialog as a module of its own, so the provider can download it when it is
// first needed (a dynamic import of @tp/ui itself would name the whole library).
export { UnsavedChangesDialog } from '@tp/ui';
