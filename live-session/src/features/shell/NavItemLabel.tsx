import Box from '@mui/material/Box';
import type { TutorNavItem } from './tutor-nav-items.ts';

/** The wiki is another site: it opens beside the app, without access to it. */
export const IN_NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A route's label, with its count (the assigned essays) when it has one above 0. */
export function WithBadge({ item }: { item: Extract<TutorNavItem, { kind: 'route' }> }) {
  if (!item.badge) return <>{item.label}</>;
  // A plain pill, not MUI's Badge: the tutor shell's first load stays under its ceiling.
  return (
    <>
      {item.label}
      <Box
        component="span"
        aria-label={`${item.badge} assigned`}
        sx={{
          ml: 1,
          px: 0.75,
          minWidth: 20,
          borderRadius: 10,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontSize: '0.75rem',
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {item.badge}
      </Box>
    </>
  );
}
