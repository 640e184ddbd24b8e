import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** What a list shows with no record to show, in its table's place (filters stay usable). */
export function NoResults({
  children,
  centered = false,
}: {
  children: ReactNode;
  centered?: boolean;
}) {
  return (
    <Box sx={{ p: 3, ...(centered ? { textAlign: 'center' } : {}) }}>
      <Typography>{children}</Typography>
    </Box>
  );
}

/**
 * What a list page shows when there is nothing at all to list (react-admin's `empty`, in place
 * of the whole list): the sentence, and the way to add the first record for those who may.
 */
export function EmptyPage({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" gutterBottom>
        {message}
      </Typography>
      {action}
    </Box>
  );
}
