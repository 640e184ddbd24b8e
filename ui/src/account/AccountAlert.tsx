import type { ReactNode } from 'react';
import './account.css';

export type AccountAlertSeverity = 'success' | 'info' | 'warning' | 'error';

interface AccountAlertProps {
  severity: AccountAlertSeverity;
  title?: string;
  children: ReactNode;
  /** 'alert' (the default, as MUI's Alert) is announced at once; 'status' politely. */
  role?: 'alert' | 'status';
}

/** A notice in a severity's colour, with an optional bold title, as MUI's standard Alert. */
export function AccountAlert({ severity, title, children, role = 'alert' }: AccountAlertProps) {
  return (
    <div role={role} className={`tp-account-alert tp-tone-${severity}`}>
      {title ? <p className="tp-account-alert-title">{title}</p> : null}
      {children}
    </div>
  );
}
