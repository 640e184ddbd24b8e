import { useId, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import './account.css';

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
  autoFocus?: boolean;
}

/**
 * A labelled text field of the account screens: the label above the input, a required mark,
 * the helper text (the field's error) tied to it by aria-describedby, aria-invalid on error.
 */
export function AccountTextField({
  label,
  helperText,
  error,
  required,
  inputRef,
  ...input
}: AccountTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <div className={error ? 'tp-account-field tp-account-field-error' : 'tp-account-field'}>
      <label className="tp-account-label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        className="tp-account-input"
        required={required}
        aria-invalid={error || undefined}
        aria-describedby={helperId}
      />
      {helperText ? (
        <p id={helperId} className="tp-account-helper">
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
