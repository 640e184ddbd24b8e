import type { ReactElement } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';

/** A list's records as a table at desktop width, as a simple list on a phone. */
export function ResponsiveList({ table, phone }: { table: ReactElement; phone: ReactElement }) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return isPhone ? phone : table;
}
