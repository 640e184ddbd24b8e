import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  BLANK_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  validatePasswordPair,
} from '@tp/domain';
import { useI18n } from '../i18n/useI18n.ts';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { serverErrorSentence, serverFieldError } from './server-error.ts';
import { SubmitButton } from '../forms/SubmitButton.tsx';

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

interface NewPasswordFormProps {
  name: string;
  submitLabel: string;
  /** Saves the password; a rejection shows the server's sentence (and its field messages). */
  onSubmit(values: NewPasswordValues): Promise<void>;
  /** The account's login, for password managers (a hidden username field). */
  username?: string;
}

type Errors = Partial<Record<keyof NewPasswordValues, string>>;

/**
 * A new password and its confirmation, checked by domain's validatePasswordPair (spec §5: both
 * required, at least 6 characters, the confirmation must match, 'noMatch'), in the screen's
 * language.
 */
export function NewPasswordForm({ name, submitLabel, onSubmit, username }: NewPasswordFormProps) {
  const { t } = useI18n();
  const [values, setValues] = useState<NewPasswordValues>({
    password: '',
    passwordConfirmation: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [isInvalid, setIsInvalid] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isProcessing, setIsProcessing] = useState(false);

  const messageFor = (field: keyof NewPasswordValues, rule: string): string => {
    if (rule === PASSWORD_MISMATCH_MESSAGE) return t('account.common.noMatch');
    if (rule === PASSWORD_TOO_SHORT_MESSAGE)
      return t('account.common.passwordTooShort', { count: PASSWORD_MIN_LENGTH });
    if (rule === BLANK_MESSAGE) {
      return field === 'password'
        ? t('account.common.passwordRequired')
        : t('account.common.passwordConfirmationRequired');
    }
    // A rule without its own translation (too long) reads as the domain writes it.
    return `${t(`account.common.${field}`)} ${rule}`;
  };

  const change = (field: keyof NewPasswordValues) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isProcessing) return;
    const rules = validatePasswordPair(values.password, values.passwordConfirmation);
    const found: Errors = {};
    for (const field of ['password', 'passwordConfirmation'] as const) {
      const rule = rules[field]?.[0];
      if (rule) found[field] = messageFor(field, rule);
    }
    setErrors(found);
    setServerError(null);
    const isValid = Object.keys(found).length === 0;
    setIsInvalid(!isValid);
    if (!isValid) return;
    setIsProcessing(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(serverErrorSentence(error));
      setErrors({
        password: serverFieldError(error, 'password'),
        passwordConfirmation: serverFieldError(error, 'passwordConfirmation'),
      });
    } finally {
      setIsProcessing(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={name}>
      {isInvalid || serverError ? <FormErrorAlert serverError={serverError} /> : null}
      {username ? (
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
      ) : null}
      <TextField
        label={t('account.common.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        error={Boolean(errors.password)}
        helperText={errors.password}
        disabled={isProcessing}
        required
        fullWidth
        autoFocus
      />
      <TextField
        label={t('account.common.passwordConfirmation')}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        value={values.passwordConfirmation}
        onChange={change('passwordConfirmation')}
        error={Boolean(errors.passwordConfirmation)}
        helperText={errors.passwordConfirmation}
        disabled={isProcessing}
        required
        fullWidth
      />
      <SubmitButton
        isProcessing={isProcessing}
        label={submitLabel}
        processingLabel={t('account.common.processing')}
      />
    </Stack>
  );
}
