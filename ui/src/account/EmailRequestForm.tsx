import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isEmailAddress } from '@tp/domain';
import { useI18n } from '../i18n/useI18n.ts';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { serverErrorSentence } from './server-error.ts';
import { SubmitButton } from '../forms/SubmitButton.tsx';

interface EmailRequestFormProps {
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  /** Sends the request; a rejection shows the server's sentence above the field. */
  onSubmit(email: string): Promise<void>;
  initialEmail?: string;
  autoFocus?: boolean;
}

/**
 * One e-mail field and a button: the e-mail sign-in link, reset instructions, resend
 * confirmation and unlock instructions all ask just this. Checks the address before sending.
 */
export function EmailRequestForm({
  name,
  submitLabel,
  onSubmit,
  initialEmail = '',
  autoFocus = true,
}: EmailRequestFormProps) {
  const { t } = useI18n();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isProcessing, setIsProcessing] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isProcessing) return;
    const trimmed = email.trim();
    const problem = !trimmed
      ? t('account.common.emailRequired')
      : isEmailAddress(trimmed)
        ? null
        : t('account.common.emailInvalid');
    setFieldError(problem);
    setIsInvalid(problem !== null);
    setServerError(null);
    if (problem) return;
    setIsProcessing(true);
    try {
      await onSubmit(trimmed);
    } catch (error) {
      setServerError(serverErrorSentence(error));
    } finally {
      setIsProcessing(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={name}>
      {isInvalid || serverError ? <FormErrorAlert serverError={serverError} /> : null}
      <TextField
        label={t('account.common.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(null);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError}
        disabled={isProcessing}
        required
        fullWidth
        autoFocus={autoFocus}
      />
      <SubmitButton
        isProcessing={isProcessing}
        label={submitLabel}
        processingLabel={t('account.common.processing')}
      />
    </Stack>
  );
}
