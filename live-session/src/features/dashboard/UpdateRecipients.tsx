import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageRecipientOption, MessageRecipientRef } from '@tp/domain';

export const recipientKey = (r: MessageRecipientRef) => `${r.recipientType}:${r.recipientId}`;

const GROUPS = [
  { type: 'Student', all: 'All students' },
  { type: 'Parent', all: 'All parents' },
] as const;

/** "parent of Pia Parent · no e-mail": what the name alone does not say. */
function recipientNote(option: MessageRecipientOption): string {
  return [
    option.recipientType === 'Parent' && option.studentNames.length > 0
      ? `parent of ${option.studentNames.join(', ')}`
      : option.recipientType.toLowerCase(),
    option.email ? null : 'no e-mail',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The course's students and parents, each a checkbox (all ticked to start), under an "All
 * students" / "All parents" box that is ticked only while every one of them is (spec §4
 * Recipients: "Unticking one individual clears that flag").
 */
export function UpdateRecipients({
  options,
  chosen,
  onChange,
  error,
}: {
  options: MessageRecipientOption[];
  chosen: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  error?: string;
}) {
  const toggle = (keys: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(next);
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">Recipients</FormLabel>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No enrollees added
        </Typography>
      ) : null}
      {GROUPS.map(({ type, all }) => {
        const group = options.filter((o) => o.recipientType === type);
        if (group.length === 0) return null;
        const keys = group.map(recipientKey);
        const isAll = keys.every((key) => chosen.has(key));
        const isSome = keys.some((key) => chosen.has(key));
        return (
          <Stack key={type}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={isAll}
                  indeterminate={isSome && !isAll}
                  onChange={(event) => toggle(keys, event.target.checked)}
                />
              }
              label={all}
            />
            <Stack sx={{ pl: 3 }}>
              {group.map((option) => {
                const key = recipientKey(option);
                return (
                  <FormControlLabel
                    key={key}
                    control={
                      <Checkbox
                        size="small"
                        checked={chosen.has(key)}
                        onChange={(event) => toggle([key], event.target.checked)}
                      />
                    }
                    label={
                      <span>
                        {option.name}{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          · {recipientNote(option)}
                        </Typography>
                      </span>
                    }
                  />
                );
              })}
            </Stack>
          </Stack>
        );
      })}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
