import { useId, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface AccountTextFieldProps {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(event: FocusEvent<HTMLInputElement>): void;
  inputRef: Ref<HTMLInputElement>;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  fullWidth?: boolean;
  autoFocus?: boolean;
}

/**
 * An outlined text field as MUI's TextField draws it (label, notch, helper text, required
 * mark, aria-invalid and aria-describedby), from its parts. The sign-in and account screens use
 * it because TextField imports Select, and with it Menu, Popover and Modal, whatever its props:
 * about 20 KB of the sign-in page's JavaScript (brotli) that it never runs.
 */
export function AccountTextField({
  label,
  helperText,
  error,
  required,
  fullWidth,
  disabled,
  inputRef,
  ...input
}: AccountTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      fullWidth={fullWidth}
      disabled={disabled}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputRef={inputRef}
        inputProps={helperId ? { 'aria-describedby': helperId } : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
