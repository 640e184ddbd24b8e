import type { ReactNode } from 'react';
import { AccountAlert } from './AccountAlert.tsx';
import { AccountProgress } from './AccountProgress.tsx';

interface AccountNoticeProps {
  /** 'processing' shows a spinner with the label; the others an alert of that severity. */
  status: 'processing' | 'success' | 'error' | 'info';
  title?: string;
  message: string;
  /** What comes next (a countdown, a link, a button). */
  children?: ReactNode;
}

/** The body of a result screen (/success, a sent request): a state, a sentence, what is next. */
export function AccountNotice({ status, title, message, children }: AccountNoticeProps) {
  if (status === 'processing') return <AccountProgress label={message} />;
  return (
    <div className="tp-account-stack">
      <AccountAlert severity={status} role={status === 'error' ? 'alert' : 'status'} title={title}>
        {message}
      </AccountAlert>
      {children}
    </div>
  );
}
