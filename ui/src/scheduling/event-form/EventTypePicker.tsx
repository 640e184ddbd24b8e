import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { EVENT_TYPE_LABELS, isPayableEventType, type EventType } from '@tp/domain';

/** The New Event modal's first step (spec §2): choose an event type. */
export function EventTypePicker({
  types,
  onPick,
  onPickTutoring,
}: {
  types: readonly EventType[];
  onPick(type: EventType): void;
  /** A tutor's other path (spec §2): the student-selector tutoring form. */
  onPickTutoring?: () => void;
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        What kind of event is it?
      </Typography>
      <List aria-label="Event types" disablePadding>
        {types.map((type) => (
          <ListItemButton
            key={type}
            onClick={() => onPick(type)}
            sx={{ borderRadius: 1, border: 1, borderColor: 'divider', mb: 1 }}
          >
            <ListItemText primary={EVENT_TYPE_LABELS[type]} />
            {isPayableEventType(type) ? (
              <Chip size="small" color="success" variant="outlined" label="Payable" />
            ) : null}
          </ListItemButton>
        ))}
      </List>
      {onPickTutoring ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
            Or book tutoring for one of your students:
          </Typography>
          <ListItemButton
            onClick={onPickTutoring}
            sx={{ borderRadius: 1, border: 1, borderColor: 'divider' }}
          >
            <ListItemText primary="Tutoring session" />
          </ListItemButton>
        </>
      ) : null}
    </>
  );
}
