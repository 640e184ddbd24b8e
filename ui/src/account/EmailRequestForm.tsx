import { AccountTextField } from './AccountTextField.tsx';
import { BLANK_MESSAGE } from '@tp/domain';
import { useI18n } from '../i18n/useI18n.ts';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { serverErrorSentence } from './server-error.ts';
import { AccountSubmitButton } from './AccountSubmitButton.tsx';
import { accountSchemaLoader, useAccountForm } from './useAccountForm.ts';

/** emailFields, loaded with zod on the form's first change or submit. */
const loadEmailFields = accountSchemaLoader('emailFields');

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
 * confirmation and unlock instructions all ask just this. Checks the address with domain's
 * emailFields, the schema those calls validate with, before sending.
 */
export function EmailRequestForm({
  name,
  submitLabel,
  onSubmit,
  initialEmail = '',
  autoFocus = true,
}: EmailRequestFormProps) {
  const { t } = useI18n();
  const { form, fieldProps, submitWith, isInvalid, isProcessing, serverError, setServerError } =
    useAccountForm(loadEmailFields, {
      email: initialEmail,
    });
  const problem = form.formState.errors.email?.message;

  const submit = submitWith(async ({ email }) => {
    try {
      await onSubmit(email);
    } catch (error) {
      setServerError(serverErrorSentence(error));
    }
  });

  return (
    <form className="tp-account-stack" noValidate onSubmit={submit} aria-label={name}>
      {isInvalid || serverError ? <FormErrorAlert serverError={serverError} /> : null}
      <AccountTextField
        {...fieldProps('email')}
        label={t('account.common.email')}
        type="email"
        autoComplete="email"
        error={Boolean(problem)}
        helperText={
          problem
            ? t(
                problem === BLANK_MESSAGE
                  ? 'account.common.emailRequired'
                  : 'account.common.emailInvalid',
              )
            : undefined
        }
        required
        autoFocus={autoFocus}
      />
      <AccountSubmitButton
        isProcessing={isProcessing}
        label={submitLabel}
        processingLabel={t('account.common.processing')}
      />
    </form>
  );
}
