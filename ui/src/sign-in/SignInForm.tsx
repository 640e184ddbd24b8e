import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FORM_ERRORS_MESSAGE } from '@tp/domain';
import { SubmitButton } from '../forms/SubmitButton.tsx';

export interface SignInValues {
  login: string;
  password: string;
}

type FieldErrors = Partial<Record<keyof SignInValues, string>>;

interface SignInFormProps {
  /** Signs in; a rejection leaves the form as it was, for the caller to report. */
  onSubmit(values: SignInValues): Promise<void>;
  /** Prefills from the sign-in URL's `login` and `password` query parameters. */
  initialValues?: Partial<SignInValues>;
  /** The password-instructions page (spec: sign-in §2, /secret). */
  forgotPasswordUrl?: string;
}

function validate({ login, password }: SignInValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!login.trim()) errors.login = "E-mail can't be blank";
  if (!password) errors.password = "Password can't be blank";
  return errors;
}

/** The password sign-in form: e-mail and password, a processing state, and the forgot-password link. */
export function SignInForm({
  onSubmit,
  initialValues,
  forgotPasswordUrl = '/secret',
}: SignInFormProps) {
  const [values, setValues] = useState<SignInValues>({
    login: initialValues?.login ?? '',
    password: initialValues?.password ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showFormError, setShowFormError] = useState(false);
  const [isProcessing, setIsProcessing] = useState(false);

  const change = (field: keyof SignInValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isProcessing) return;
    const found = validate(values);
    setErrors(found);
    const isValid = Object.keys(found).length === 0;
    setShowFormError(!isValid);
    if (!isValid) return;
    setIsProcessing(true);
    try {
      await onSubmit({ login: values.login.trim(), password: values.password });
    } catch {
      // The caller reports the failure (a toast); the form only leaves its processing state.
    } finally {
      setIsProcessing(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Sign in">
      {showFormError ? (
        <Alert severity="error">
          <AlertTitle>Error</AlertTitle>
          {FORM_ERRORS_MESSAGE}
        </Alert>
      ) : null}
      <TextField
        label="E-mail"
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
        label="Password"
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
      <SubmitButton isProcessing={isProcessing} label={'Sign in'} processingLabel={'Signing in…'} />
      <Link href={forgotPasswordUrl} variant="body2" sx={{ alignSelf: 'center' }}>
        Forgot your password?
      </Link>
    </Stack>
  );
}
