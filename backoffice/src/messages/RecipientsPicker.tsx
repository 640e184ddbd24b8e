import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import {
  MESSAGE_RECIPIENT_TYPES,
  type MessageRecipientOption,
  type MessageRecipientRef,
  type MessageRecipientType,
} from '@tp/domain';

export const recipientKey = (r: MessageRecipientRef) => `${r.recipientType}:${r.recipientId}`;

const GROUP_LABEL: Record<MessageRecipientType, string> = {
  Student: 'All students',
  Parent: 'All parents',
  Employee: 'All employees',
};

/** "Pam Parent · parent of Pia Parent · no e-mail": who each checkbox is. */
function recipientLabel(option: MessageRecipientOption) {
  const notes = [
    option.recipientType === 'Parent' && option.studentNames.length > 0
      ? `parent of ${option.studentNames.join(', ')}`
      : option.recipientType.toLowerCase(),
    option.email ? null : 'no e-mail',
  ].filter(Boolean);
  return (
    <span>
      {option.name}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        · {notes.join(' · ')}
      </Typography>
    </span>
  );
}

/** A checkbox over a set of options: ticked when all are chosen, dashed when some are. */
function AllOf({
  label,
  options,
  chosen,
  onChange,
}: {
  label: string;
  options: MessageRecipientOption[];
  chosen: Set<string>;
  onChange: (chosen: Set<string>) => void;
}) {
  const keys = options.map(recipientKey);
  const all = keys.length > 0 && keys.every((key) => chosen.has(key));
  const some = keys.some((key) => chosen.has(key));
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={all}
          indeterminate={!all && some}
          onChange={() => {
            const next = new Set(chosen);
            for (const key of keys) {
              if (all) next.delete(key);
              else next.add(key);
            }
            onChange(next);
          }}
        />
      }
      label={label}
    />
  );
}

/**
 * Whom a message goes to (spec staff-and-crm §4 Recipients): everyone at once, or by type,
 * each type (student, parent, employee) with its all-selected flag, which unticking one of
 * its people clears (the flag is whether every one of the type is chosen).
 */
export function RecipientsPicker({
  options,
  chosen,
  onChange,
  error,
}: {
  options: MessageRecipientOption[];
  chosen: Set<string>;
  onChange: (chosen: Set<string>) => void;
  error: string | undefined;
}) {
  const toggle = (key: string) => {
    const next = new Set(chosen);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  const groups = MESSAGE_RECIPIENT_TYPES.map((type) => ({
    type,
    options: options.filter((o) => o.recipientType === type),
  })).filter((group) => group.options.length > 0);
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend">Recipients</FormLabel>
      {options.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          Nobody is enrolled to write to.
        </Typography>
      ) : (
        <>
          <AllOf label="Everyone" options={options} chosen={chosen} onChange={onChange} />
          <Box
            sx={{
              pl: { xs: 1, sm: 3 },
              maxHeight: { xs: 'none', sm: 260 },
              overflowY: 'auto',
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            {groups.map((group) => (
              <Box
                key={group.type}
                role="group"
                aria-label={GROUP_LABEL[group.type]}
                sx={{ display: 'flex', flexDirection: 'column' }}
              >
                <AllOf
                  label={GROUP_LABEL[group.type]}
                  options={group.options}
                  chosen={chosen}
                  onChange={onChange}
                />
                <Box sx={{ pl: { xs: 1, sm: 3 }, display: 'flex', flexDirection: 'column' }}>
                  {group.options.map((option) => (
                    <FormControlLabel
                      key={recipientKey(option)}
                      control={
                        <Checkbox
                          checked={chosen.has(recipientKey(option))}
                          onChange={() => toggle(recipientKey(option))}
                        />
                      }
                      label={recipientLabel(option)}
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </>
      )}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
