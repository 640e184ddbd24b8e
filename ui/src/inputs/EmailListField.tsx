import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { EMAIL_LIST_MAX_LENGTH, normalizeEmailList, validateEmailList } from '@tp/domain';

export interface EmailListFieldProps {
  /** The stored list: addresses joined by commas. */
  value: string | null | undefined;
  /** Called with the normalised list on every keystroke. */
  onChange(list: string): void;
  onBlur?(): void;
  required?: boolean;
  maxLength?: number;
  showErrors?: boolean;
  error?: string | undefined;
  label?: string;
  name?: string;
}

/**
 * A list of e-mail addresses in one field (spec: staff-and-crm §5, additional recipients).
 * The user types any separators; the form receives the list collapsed to commas, and on
 * leaving the field the text shows it so. Each bad address is named, and the stored list
 * may be at most 191 characters: the rules of domain's `validateEmailList`.
 */
export function EmailListField({
  value,
  onChange,
  onBlur,
  required = false,
  maxLength = EMAIL_LIST_MAX_LENGTH,
  showErrors = false,
  error,
  label = 'E-mail addresses',
  name,
}: EmailListFieldProps) {
  const stored = value ?? '';
  const [text, setText] = useState(stored);
  const [isTouched, setIsTouched] = useState(false);
  // A value set from outside (a form reset) replaces what was typed.
  if (normalizeEmailList(text) !== normalizeEmailList(stored)) setText(stored);

  const result = validateEmailList(text, { required, maxLength });
  const ruleMessage = result.errors.length > 0 ? result.errors.join(' ') : null;
  const message = error ?? (showErrors || isTouched ? ruleMessage : null);

  return (
    <TextField
      label={label}
      name={name}
      fullWidth
      multiline
      minRows={1}
      required={required}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(normalizeEmailList(event.target.value));
      }}
      onBlur={() => {
        setIsTouched(true);
        setText(normalizeEmailList(text));
        onBlur?.();
      }}
      error={Boolean(message)}
      helperText={
        message ??
        `Separate addresses with commas, semicolons or spaces. ${result.value.length}/${maxLength}`
      }
      slotProps={{ htmlInput: { autoComplete: 'email', spellCheck: false } }}
    />
  );
}
