import { AccountTextField } from './AccountTextField.tsx';
import {
  BLANK_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@tp/domain';
import { useI18n } from '../i18n/useI18n.ts';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { serverErrorSentence, serverFieldError } from './server-error.ts';
import { AccountSubmitButton } from './AccountSubmitButton.tsx';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';
import { accountSchemaLoader, useAccountForm } from './useAccountForm.ts';

/** passwordPairFields, loaded with zod on the form's first change or submit. */
const loadPasswordPairFields = accountSchemaLoader('passwordPairFields');

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

const FIELDS = ['password', 'passwordConfirmation'] as const;

/**
 * A new password and its confirmation, checked by domain's passwordPairFields, the schema the
 * server validates with (spec §5: both required, at least 6 characters, the confirmation must
 * match, 'noMatch'), in the screen's language.
 */
export function NewPasswordForm({ name, submitLabel, onSubmit, username }: NewPasswordFormProps) {
  const { t } = useI18n();
  const { form, fieldProps, submitWith, isInvalid, isProcessing, serverError, setServerError } =
    useAccountForm(loadPasswordPairFields, { password: '', passwordConfirmation: '' });
  const { errors, isDirty } = form.formState;
  // A password typed and not sent yet: leaving asks first (a sent one leaves with the redirect).
  useUnsavedChanges(isDirty && !isProcessing);

  const messageFor = (field: keyof NewPasswordValues): string | undefined => {
    const error = errors[field];
    const rule = error?.message;
    // The server's messages are shown as it words them.
    if (!rule || error.type === 'server') return rule;
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

  const submit = submitWith(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(serverErrorSentence(error));
      for (const field of FIELDS) {
        const message = serverFieldError(error, field);
        if (message) form.setError(field, { type: 'server', message });
      }
    }
  });

  return (
    <form className="tp-account-stack" noValidate onSubmit={submit} aria-label={name}>
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
      <AccountTextField
        {...fieldProps('password')}
        label={t('account.common.password')}
        type="password"
        autoComplete="new-password"
        error={Boolean(errors.password)}
        helperText={messageFor('password')}
        required
        autoFocus
      />
      <AccountTextField
        {...fieldProps('passwordConfirmation')}
        label={t('account.common.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={Boolean(errors.passwordConfirmation)}
        helperText={messageFor('passwordConfirmation')}
        required
      />
      <AccountSubmitButton
        isProcessing={isProcessing}
        label={submitLabel}
        processingLabel={t('account.common.processing')}
      />
    </form>
  );
}
