import { accountColorVariables, useAccountColorMode } from './account-colors.ts';
import './account.css';

interface AccountProgressProps {
  label: string;
  /**
   * Fills the page, centred, in the account screens' colours: a screen that cannot show
   * anything yet (reading the session, redirecting).
   */
  fullPage?: boolean;
}

function Progress({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" className={className}>
      <span className="tp-account-spinner" aria-hidden />
      <span>{label}</span>
    </div>
  );
}

/** A spinner with its words ("Loading…", "Redirecting…", "Processing…"). */
export function AccountProgress({ label, fullPage = false }: AccountProgressProps) {
  const mode = useAccountColorMode();
  if (!fullPage) return <Progress label={label} className="tp-account-progress" />;
  return (
    <div className="tp-account" style={accountColorVariables(mode)}>
      <Progress label={label} className="tp-account-progress tp-account-progress-page" />
    </div>
  );
}
