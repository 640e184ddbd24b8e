import { AccountTextField } from './AccountTextField.tsx';
import { useI18n } from '../i18n/useI18n.ts';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { AccountSubmitButton } from './AccountSubmitButton.tsx';
import { accountSchemaLoader, useAccountForm } from './useAccountForm.ts';

/** signInFields, loaded with zod on the form's first change or submit. */
const loadSignInFields = accountSchemaLoader('signInFields');

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

/**
 * The password sign-in form in the screen's language: e-mail, password, a processing state.
 * Checked by domain's signInFields, the schema POST /api/login.json validates with (both
 * fields required; the e-mail is sent trimmed).
 */
export function PasswordSignInForm({ onSubmit, initialValues }: PasswordSignInFormProps) {
  const { t } = useI18n();
  const { form, fieldProps, submitWith, isInvalid, isProcessing, serverError } = useAccountForm(
    loadSignInFields,
    {
      login: initialValues?.login ?? '',
      password: initialValues?.password ?? '',
    },
  );
  const { errors } = form.formState;

  const submit = submitWith(async ({ login = '', password = '' }) => {
    try {
      await onSubmit({ login, password });
    } catch {
      // The caller toasts the failure; the form only leaves its processing state.
    }
  });

  return (
    <form
      className="tp-account-stack"
      noValidate
      onSubmit={submit}
      aria-label={t('account.login.title')}
    >
      {isInvalid || serverError ? <FormErrorAlert serverError={serverError} /> : null}
      <AccountTextField
        {...fieldProps('login')}
        label={t('account.common.email')}
        type="email"
        autoComplete="username"
        // The schema's only rule for each field is "required".
        error={Boolean(errors.login)}
        helperText={errors.login ? t('account.common.emailRequired') : undefined}
        required
        autoFocus
      />
      <AccountTextField
        {...fieldProps('password')}
        label={t('account.common.password')}
        type="password"
        autoComplete="current-password"
        error={Boolean(errors.password)}
        helperText={errors.password ? t('account.common.passwordRequired') : undefined}
        required
      />
      <AccountSubmitButton
        isProcessing={isProcessing}
        label={t('account.login.submit')}
        processingLabel={t('account.login.submitting')}
      />
    </form>
  );
}
