import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';

interface ReadOnlyListDialogProps {
  title: string;
  /** What is listed, for the loading bar's and the error's words ("reviews"). */
  noun: string;
  isPending: boolean;
  hasError: boolean;
  /** Said when the list is empty. */
  empty: string;
  /** The list's items (`<li>`s); none when empty. */
  children: ReactNode[];
  onClose(): void;
}

/**
 * A dialog that lists what a page option reads (full screen on a phone): a loading bar, the
 * error, the empty state, or the items, and Close.
 */
export function ReadOnlyListDialog({
  title,
  noun,
  isPending,
  hasError,
  empty,
  children,
  onClose,
}: ReadOnlyListDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {hasError ? (
          <Alert severity="error">The {noun} could not be loaded. Close and try again.</Alert>
        ) : isPending ? (
          <LinearProgress aria-label={`Loading ${noun}`} />
        ) : children.length === 0 ? (
          <Typography>{empty}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {children}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
