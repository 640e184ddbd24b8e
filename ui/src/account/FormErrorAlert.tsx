import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useI18n } from '../i18n/useI18n.ts';

/**
 * What a form shows above its fields when it cannot be sent: the invalid-form notice
 * ('Please fix the errors on the form.' titled 'Error', spec §5), or the server's sentence.
 */
export function FormErrorAlert({ serverError }: { serverError?: string | null }) {
  const { t } = useI18n();
  if (serverError) {
    return (
      <Alert severity="error">
        <AlertTitle>{t('account.hmSomethingNotRight')}</AlertTitle>
        {serverError}
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>{t('account.common.error')}</AlertTitle>
      {t('account.common.formErrors')}
    </Alert>
  );
}
