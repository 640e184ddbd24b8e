import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';

export const UNSAVED_CHANGES_TITLE = 'Unsaved changes';
export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave anyway?';

/**
 * What an app's guard offers its forms (the live-session app's UnsavedChangesProvider, over its
 * router): forms register whether they hold unsaved changes, and the guard asks before a
 * navigation would drop them.
 */
export interface UnsavedChangesGuard {
  /** Adds a form's "has unsaved changes" reading; returns its removal. */
  register(hasChanges: () => boolean): () => void;
  /** Asks the user; true when they choose to leave (and lose the changes). */
  confirmLeave(): Promise<boolean>;
}

export const UnsavedChangesContext = createContext<UnsavedChangesGuard | null>(null);

/**
 * A form's protection against losing what was typed. While `hasChanges` (typically
 * `isDirty && !isSubmitting`, and false again once saved), a reload or a closed tab gets the
 * browser's prompt, and, under an app's guard, an in-app navigation asks "You have unsaved
 * changes. Leave anyway?". `confirmDiscard(close)` is for a dialog's own close (Cancel, the
 * close button, Escape, the backdrop): it closes at once when nothing would be lost, else after
 * the user confirms. Without a guard above (a test of the form alone), a dialog closes at once.
 */
export function useUnsavedChanges(hasChanges: boolean) {
  const guard = useContext(UnsavedChangesContext);
  const hasChangesRef = useRef(hasChanges);
  // Read at the moment of a navigation or unload, which may come from the submit handler
  // itself (a save that navigates): the latest render's value, set before any effect runs.
  useLayoutEffect(() => {
    hasChangesRef.current = hasChanges;
  }, [hasChanges]);

  useEffect(() => guard?.register(() => hasChangesRef.current), [guard]);

  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasChangesRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);

  const confirmDiscard = useCallback(
    (discard: () => void) => {
      if (!hasChangesRef.current || !guard) {
        discard();
        return;
      }
      void guard.confirmLeave().then((leaves) => {
        if (leaves) discard();
      });
    },
    [guard],
  );
  return { confirmDiscard };
}

/**
 * For a dialog whose form lives in a child component (the booking form, the event form): the
 * forms under `scope` (given as UnsavedChangesContext's value around the dialog) register with
 * it as well as with the app's guard, and `confirmDiscard(close)` asks before the dialog closes
 * only when one of them holds changes.
 */
export function useUnsavedChangesScope() {
  const parent = useContext(UnsavedChangesContext);
  const forms = useRef(new Set<() => boolean>());
  const scope = useMemo<UnsavedChangesGuard>(
    () => ({
      register(hasChanges) {
        forms.current.add(hasChanges);
        const unregister = parent?.register(hasChanges);
        return () => {
          forms.current.delete(hasChanges);
          unregister?.();
        };
      },
      confirmLeave: () => parent?.confirmLeave() ?? Promise.resolve(true),
    }),
    [parent],
  );
  const confirmDiscard = useCallback(
    (discard: () => void) => {
      if (![...forms.current].some((hasChanges) => hasChanges())) {
        discard();
        return;
      }
      void scope.confirmLeave().then((leaves) => {
        if (leaves) discard();
      });
    },
    [scope],
  );
  return { scope, confirmDiscard };
}

/**
 * useUnsavedChangesScope as a component: `children` gets the guarded close for a dialog whose
 * form is inside it, e.g. `{(confirmDiscard) => <EventDialog onClose={() => confirmDiscard(close)} />}`.
 */
export function UnsavedChangesScope({
  children,
}: {
  children(confirmDiscard: (discard: () => void) => void): ReactNode;
}) {
  const { scope, confirmDiscard } = useUnsavedChangesScope();
  return (
    <UnsavedChangesContext.Provider value={scope}>
      {children(confirmDiscard)}
    </UnsavedChangesContext.Provider>
  );
}
