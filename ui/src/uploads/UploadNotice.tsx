import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ErrorNotice } from '@tp/data-provider';

/** An uploader's message (a refused file, a failed call), closable. */
export function UploadNotice({ notice, onClose }: { notice: ErrorNotice; onClose(): void }) {
  return (
    <Alert severity="error" onClose={onClose} role="alert">
      <AlertTitle>{notice.title}</AlertTitle>
      {notice.message}
    </Alert>
  );
}
