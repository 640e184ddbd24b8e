import { useI18n } from '../i18n/useI18n.ts';
import { AccountAlert } from './AccountAlert.tsx';

/**
 * What a form shows above its fields when it cannot be sent: the invalid-form notice
 * ('Please fix the errors on the form.' titled 'Error', spec §5), or the server's sentence.
 */
export function FormErrorAlert({ serverError }: { serverError?: string | null }) {
  const { t } = useI18n();
  if (serverError) {
    return (
      <AccountAlert severity="error" role="alert" title={t('account.hmSomethingNotRight')}>
        {serverError}
      </AccountAlert>
    );
  }
  return (
    <AccountAlert severity="error" role="alert" title={t('account.common.error')}>
      {t('account.common.formErrors')}
    </AccountAlert>
  );
}
