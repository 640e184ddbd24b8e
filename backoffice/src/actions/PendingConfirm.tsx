import type { ReactNode } from 'react';
import { Confirm } from 'react-admin';

/**
 * react-admin's Confirm for whichever of a set of actions waits for a yes (`pending`, null:
 * none): confirming closes it first, then runs it, so the dialog never lingers over the call.
 */
export function PendingConfirm<T>({
  pending,
  title,
  content,
  onConfirm,
  onClose,
}: {
  pending: T | null;
  title: (pending: T) => string;
  content: (pending: T) => ReactNode;
  onConfirm: (pending: T) => void;
  onClose: () => void;
}) {
  return (
    <Confirm
      isOpen={pending !== null}
      title={pending === null ? '' : title(pending)}
      content={pending === null ? '' : content(pending)}
      onConfirm={() => {
        if (pending === null) return;
        onClose();
        onConfirm(pending);
      }}
      onClose={onClose}
    />
  );
}
