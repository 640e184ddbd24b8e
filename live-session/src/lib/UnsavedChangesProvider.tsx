import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import {
  UnsavedChangesContext,
  type UnsavedChangesDialogProps,
  type UnsavedChangesGuard,
} from '@tp/ui';
import { lazyWhenOpened } from './lazyWhenOpened.tsx';

/**
 * Downloaded when a form first asks (every page holds the provider, the sign-in page too, and
 * the dialog's Modal and Dialog parts are about 9 KB brotli that most visits never show).
 */
const LazyUnsavedChangesDialog = lazyWhenOpened<UnsavedChangesDialogProps>(
  async () => (await import('./unsaved-changes-dialog.ts')).UnsavedChangesDialog,
  ({ open }) => open,
);

/**
 * The app's one guard for unsaved changes (react-router allows one blocker at a time): every
 * form under it registers with useUnsavedChanges, and a navigation to another page while any
 * of them holds changes waits for "Stay" or "Leave" in one dialog. A dialog's own close asks the
 * same question through the same dialog. Needs the data router (createBrowserRouter).
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const forms = useRef(new Set<() => boolean>());
  const [pendingClose, setPendingClose] = useState<((leaves: boolean) => void) | null>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      [...forms.current].some((hasChanges) => hasChanges()),
  );
  const guard = useMemo<UnsavedChangesGuard>(
    () => ({
      register(hasChanges) {
        forms.current.add(hasChanges);
        return () => void forms.current.delete(hasChanges);
      },
      confirmLeave: () => new Promise<boolean>((resolve) => setPendingClose(() => resolve)),
    }),
    [],
  );

  const answer = (leaves: boolean) => {
    if (blocker.state === 'blocked') {
      if (leaves) blocker.proceed();
      else blocker.reset();
    }
    pendingClose?.(leaves);
    setPendingClose(null);
  };

  return (
    <UnsavedChangesContext.Provider value={guard}>
      {children}
      <LazyUnsavedChangesDialog
        open={blocker.state === 'blocked' || pendingClose !== null}
        onStay={() => answer(false)}
        onLeave={() => answer(true)}
      />
    </UnsavedChangesContext.Provider>
  );
}
