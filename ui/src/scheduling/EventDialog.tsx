import Dialog from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { HttpClient } from '@tp/data-provider';
import type { AuthUser } from '@tp/domain';
import { EventDialogContent } from './event-form/EventDialogContent.tsx';

export type EventDialogTarget = { eventId: number } | { start: Date; end: Date };

/** Whose calendar the event goes on, as far as the offered types and the zone depend on it. */
export type EventDialogUser = Pick<AuthUser, 'roles' | 'timeZone' | 'tutorId'> &
  Partial<Pick<AuthUser, 'flags'>>;

export interface EventDialogProps {
  /** `{ eventId }` edits an event; `{ start, end }` creates one in that slot; null closes. */
  target: EventDialogTarget | null;
  httpClient: HttpClient;
  onClose(): void;
  onChanged?(): void;
  /**
   * The signed-in tutor or employee whose flags decide the event types (spec §6: FL Admin for
   * faculty leaders, Essay Grading for essay graders, Curriculum Work with its flag) and whose
   * zone the date and time are in. Without it only the base types are offered.
   */
  user?: EventDialogUser | null;
}

function targetKey(target: EventDialogTarget): string {
  return 'eventId' in target
    ? `event-${target.eventId}`
    : `new-${target.start.getTime()}-${target.end.getTime()}`;
}

/**
 * The New Event modal and the event form (scheduling spec §2, §5): a new event first asks for
 * its type, then shows the form; an existing one opens on the form, with Cancel event. Full
 * screen on phones.
 */
export function EventDialog({ target, httpClient, onClose, onChanged, user }: EventDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="event-dialog-title"
    >
      {target ? (
        // Keyed by the target, so each opening starts from a fresh form.
        <EventDialogContent
          key={targetKey(target)}
          target={target}
          httpClient={httpClient}
          user={user ?? null}
          onClose={onClose}
          onChanged={onChanged}
        />
      ) : null}
    </Dialog>
  );
}
