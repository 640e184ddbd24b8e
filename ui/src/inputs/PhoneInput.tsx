import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  NON_US_PHONE_HINT,
  formatPhone,
  phoneKindOf,
  storedPhoneFor,
  validatePhone,
  type PhoneKind,
} from '@tp/domain';

export interface PhoneInputProps {
  /** The stored number ("+12125550123"); see domain's `storedPhoneFor`. */
  value: string | null | undefined;
  /** Called with the stored form on every keystroke. */
  onChange(stored: string): void;
  onBlur?(): void;
  /** US or Non-US; when omitted the input keeps its own choice, starting from the value's kind. */
  kind?: PhoneKind;
  onKindChange?(kind: PhoneKind): void;
  /** Spec §5: phone required by default. */
  required?: boolean;
  /** Show the rule's message now (a submitted form); otherwise it shows once the field is left. */
  showErrors?: boolean;
  /** A message from outside (the server's answer); it wins over the rule's. */
  error?: string | undefined;
  label?: string;
  name?: string;
}

/**
 * The phone input (spec §2, §5): a US / Non-US choice, the number formatted as it is typed
 * ("+1 (212) 555-0123", or "+" and digits) and stored normalised. Its message is domain's
 * `validatePhone`, the check the server makes; a country code hint shows for non-US.
 * Inside react-hook-form, validate the stored value with `validateStoredPhone`.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  kind: kindProp,
  onKindChange,
  required = true,
  showErrors = false,
  error,
  label = 'Phone',
  name,
}: PhoneInputProps) {
  const stored = value ?? '';
  const [ownKind, setOwnKind] = useState<PhoneKind>(() => phoneKindOf(stored));
  const [isTouched, setIsTouched] = useState(false);
  const kind = kindProp ?? ownKind;
  const shown = formatPhone(stored, kind);

  const changeKind = (next: PhoneKind | null) => {
    if (!next || next === kind) return;
    setOwnKind(next);
    onKindChange?.(next);
    // The digits typed so far stay, read the new way.
    if (stored !== '') onChange(storedPhoneFor(formatPhone(stored, next), next));
  };

  const ruleMessage = validatePhone(shown, { kind, required });
  const message = error ?? (showErrors || isTouched ? ruleMessage : null);
  const hint = kind === 'non-us' ? NON_US_PHONE_HINT : undefined;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        onChange={(_event, next: PhoneKind | null) => changeKind(next)}
        aria-label={`${label} country`}
        sx={{ mt: 1, flexShrink: 0 }}
      >
        <ToggleButton value="us">US</ToggleButton>
        <ToggleButton value="non-us">Non-US</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        label={label}
        name={name}
        type="tel"
        fullWidth
        required={required}
        value={shown}
        placeholder={kind === 'us' ? '+1 (555) 555-5555' : '+44 20 7946 0958'}
        onChange={(event) => onChange(storedPhoneFor(event.target.value, kind))}
        onBlur={() => {
          setIsTouched(true);
          onBlur?.();
        }}
        error={Boolean(message)}
        helperText={message ?? hint}
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
      />
    </Stack>
  );
}
