import './account.css';

interface AccountSubmitButtonProps {
  isProcessing: boolean;
  label: string;
  /** Shown while the form is being sent. */
  processingLabel: string;
}

/** An account form's large submit button: disabled with a spinner while the form is sent. */
export function AccountSubmitButton({
  isProcessing,
  label,
  processingLabel,
}: AccountSubmitButtonProps) {
  return (
    <button
      type="submit"
      className="tp-account-button tp-account-button-contained"
      disabled={isProcessing}
    >
      {isProcessing ? (
        <span className="tp-account-spinner tp-account-spinner-small" aria-hidden />
      ) : null}
      {isProcessing ? processingLabel : label}
    </button>
  );
}
