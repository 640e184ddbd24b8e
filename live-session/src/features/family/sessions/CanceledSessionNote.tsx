import Typography from '@mui/material/Typography';
import { canceledSessionText } from '@tp/domain';
import type { FamilySession } from './family-sessions-api.ts';

/** "Canceled: {reason}" under a canceled session's title; nothing for one that goes ahead. */
export function CanceledSessionNote({ session }: { session: FamilySession }) {
  const text = canceledSessionText(session);
  if (!text) return null;
  return (
    <Typography variant="body2" color="error" sx={{ fontWeight: 500 }}>
      {text}
    </Typography>
  );
}
