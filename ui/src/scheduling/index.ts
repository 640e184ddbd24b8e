export * from './SessionDetailModal.tsx';
export * from './EventDialog.tsx';
export * from './SessionEditorDialog.tsx';
