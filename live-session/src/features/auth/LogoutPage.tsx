import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useI18n, useToast } from '@tp/ui';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { FullPageSpinner } from './FullPageSpinner.tsx';

/** `/logout` (spec: sign-in §2): signs out, says so in a warning toast, then opens sign-in in the user's language. */
export function LogoutPage() {
  const { user, isLoading, signOut } = useSignIn();
  const toast = useToast();
  const { t } = useI18n();
  const navigate = useNavigate();
  // React's development double-run of effects must not sign out twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (isLoading || hasStarted.current) return;
    hasStarted.current = true;
    const language = user?.language || 'en';
    signOut()
      .catch(() => undefined)
      .finally(() => {
        toast.warning(t('account.login.signedOut'));
        navigate(`/login/${language}`, { replace: true });
      });
  }, [isLoading, user, signOut, toast, navigate, t]);

  return <FullPageSpinner label={t('account.common.signingOut')} />;
}
