import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { UnsavedChangesContext, UnsavedChangesDialog, type UnsavedChangesGuard } from '@tp/ui';

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
      <UnsavedChangesDialog
        open={blocker.state === 'blocked' || pendingClose !== null}
        onStay={() => answer(false)}
        onLeave={() => answer(true)}
      />
    </UnsavedChangesContext.Provider>
  );
}
