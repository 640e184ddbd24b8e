import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps {
  isProcessing: boolean;
  label: string;
  /** Shown while the form is being sent. */
  processingLabel: string;
}

/** A form's large submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({ isProcessing, label, processingLabel }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={isProcessing}
      startIcon={isProcessing ? <CircularProgress size={18} color="inherit" /> : null}
    >
      {isProcessing ? processingLabel : label}
    </Button>
  );
}
