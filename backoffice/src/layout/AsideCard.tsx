import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/**
 * A record's side card (its status, its actions) beside the form on a wide screen, and below
 * it, as wide as it, on a phone.
 */
export function AsideCard({
  title,
  minWidth = 260,
  children,
}: {
  title: string;
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <Card
      sx={{
        ml: { md: 2 },
        mt: { xs: 2, md: 0 },
        minWidth: { md: minWidth },
        width: { xs: '100%', md: 'auto' },
        boxSizing: 'border-box',
        alignSelf: 'flex-start',
      }}
    >
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
