import type { SessionDetailModalProps } from '@tp/ui';
import { lazyWhenOpened } from './lazyWhenOpened.tsx';

/**
 * A session's detail (its tooltips, attachments and actions), downloaded when a session is
 * first opened: the notifications menu of every tutor page and the family's calendar and
 * sessions list hold one, and most visits open none.
 */
export const LazySessionDetailModal = lazyWhenOpened<SessionDetailModalProps>(
  async () => (await import('./session-detail-modal.ts')).SessionDetailModal,
  ({ sessionId }) => sessionId !== null,
);
