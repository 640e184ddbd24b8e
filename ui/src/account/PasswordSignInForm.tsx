import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useI18n } from '../i18n/useI18n.ts';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';

export interface PasswordSignInValues {
  login: string;
  password: string;
}

interface PasswordSignInFormProps {
  /** Signs in; a rejection only ends the processing state (the caller reports it). */
  onSubmit(values: PasswordSignInValues): Promise<void>;
  /** From the sign-in URL's `login` and `password` query parameters. */
  initialValues?: Partial<PasswordSignInValues>;
}

type Errors = Partial<Record<keyof PasswordSignInValues, string>>;

/** The password sign-in form in the screen's language: e-mail, password, a processing state. */
export function PasswordSignInForm({ onSubmit, initialValues }: PasswordSignInFormProps) {
  const { t } = useI18n();
  const [values, setValues] = useState<PasswordSignInValues>({
    login: initialValues?.login ?? '',
    password: initialValues?.password ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [isInvalid, setIsInvalid] = useState(false);
  const [isProcessing, setIsProcessing] = useState(false);

  const change = (field: keyof PasswordSignInValues) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isProcessing) return;
    const found: Errors = {};
    if (!values.login.trim()) found.login = t('account.common.emailRequired');
    if (!values.password) found.password = t('account.common.passwordRequired');
    setErrors(found);
    const isValid = Object.keys(found).length === 0;
    setIsInvalid(!isValid);
    if (!isValid) return;
    setIsProcessing(true);
    try {
      await onSubmit({ login: values.login.trim(), password: values.password });
    } catch {
      // The caller toasts the failure; the form only leaves its processing state.
    } finally {
      setIsProcessing(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label={t('account.login.title')}
    >
      {isInvalid ? <FormErrorAlert /> : null}
      <TextField
        label={t('account.common.email')}
        name="login"
        type="email"
        autoComplete="username"
        value={values.login}
        onChange={change('login')}
        error={Boolean(errors.login)}
        helperText={errors.login}
        disabled={isProcessing}
        required
        fullWidth
        autoFocus
      />
      <TextField
        label={t('account.common.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={Boolean(errors.password)}
        helperText={errors.password}
        disabled={isProcessing}
        required
        fullWidth
      />
      <SubmitButton
        isProcessing={isProcessing}
        label={t('account.login.submit')}
        processingLabel={t('account.login.submitting')}
      />
    </Stack>
  );
}
