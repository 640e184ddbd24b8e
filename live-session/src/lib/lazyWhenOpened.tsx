import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog downloaded when it is first opened rather than with the page that holds it: the
 * date pickers, editors and forms inside most dialogs are heavier than the page. `isOpen` says
 * from its props when it is wanted; from then on it stays mounted, so it closes with its
 * transition and opens again at once.
 */
export function lazyWhenOpened<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [wasOpened, setWasOpened] = useState(false);
    if (isOpen(props) && !wasOpened) setWasOpened(true);
    if (!wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
