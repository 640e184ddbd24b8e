import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
  if (status === 'processing') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{message}</Typography>
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity={status} role={status === 'error' ? 'alert' : 'status'}>
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        {message}
      </Alert>
      {children}
    </Stack>
  );
}
