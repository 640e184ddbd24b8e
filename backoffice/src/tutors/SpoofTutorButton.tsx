import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { canSpoofTutor, formatSpoofRef, type Tutor } from '@tp/domain';
import { useAuthUser } from '../auth/AuthUserContext.tsx';

/**
 * Spoof (spec §6; sign-in-exams-and-shared §4): opens the tutor app as this tutor through the
 * existing `/spoof/Tutor-{id}` page, which asks the server and shows the spoof bar. Shown only
 * when domain's spoof rule lets the signed-in user (admins, faculty leaders); the server checks
 * the same rule on every call while spoofing. A full page load: the tutor app is another app.
 */
export function SpoofTutorButton({
  size = 'small',
  isCompact = false,
}: {
  size?: 'small' | 'medium';
  /** An icon with a tooltip, for the list's last column (the word pushed it off a 1280 screen). */
  isCompact?: boolean;
}) {
  const tutor = useRecordContext<Tutor & { roles?: string[] }>();
  const { user } = useAuthUser();
  if (!tutor || !user || tutor.active === false || !canSpoofTutor(user, tutor)) return null;
  // "Return to dashboard" in the tutor app comes back to this page (the list or the record).
  const from = `${window.location.pathname}${window.location.search}`;
  const href = `/spoof/${formatSpoofRef({ type: 'Tutor', id: tutor.id })}?from=${encodeURIComponent(from)}`;
  if (isCompact)
    return (
      <Tooltip title={`Spoof ${tutor.firstName}`}>
        <IconButton
          size="small"
          color="primary"
          aria-label="Spoof"
          href={href}
          onClick={(event) => event.stopPropagation()}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button
      size={size}
      startIcon={<VisibilityIcon />}
      href={href}
      onClick={(event) => event.stopPropagation()}
    >
      Spoof
    </Button>
  );
}
