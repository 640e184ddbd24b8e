import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { isSpoofTarget, sameOriginPath, withSpoofMarker } from '@tp/data-provider';
import { useErrorToast, useI18n, useToast } from '@tp/ui';
import { signInUrlFor } from '../../app/services.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { FullPageSpinner } from '../auth/FullPageSpinner.tsx';
import { RedirectTo } from '../auth/RedirectTo.tsx';

/**
 * `/spoof/:target` (for example `/spoof/Tutor-42`): an admin, faculty leader or team manager
 * starts viewing the app as `target`. The server decides (it answers the session as the target,
 * or 403); on success the target's home opens with the spoof marker in the address, otherwise
 * an error toast and the spoofer's own home. `?from=` names the page it was started from (the
 * back-office's tutor list or record), where "Return to dashboard" leads back.
 */
export function StartSpoofPage() {
  const { target = '' } = useParams();
  const location = useLocation();
  const { user, isLoading, startSpoof } = useSignIn();
  const toast = useToast();
  const toastError = useErrorToast();
  const { t } = useI18n();
  const [destination, setDestination] = useState<string | null>(null);
  const hasStarted = useRef(false);
  const isValidTarget = isSpoofTarget(target);

  useEffect(() => {
    if (isLoading || !user || hasStarted.current) return;
    hasStarted.current = true;
    if (!isValidTarget) {
      toast.error(t('account.spoof.invalidTarget', { target }), t('account.common.error'));
      return;
    }
    // Where the spoof was started (`?from=`): "Return to dashboard" goes back there.
    const returnUrl = sameOriginPath(new URLSearchParams(location.search).get('from'));
    startSpoof(target, returnUrl).then(
      (spoofed) => setDestination(withSpoofMarker(spoofed.homeUrl, target)),
      (error: unknown) => {
        toastError(error);
        setDestination(user.homeUrl);
      },
    );
  }, [isLoading, user, target, isValidTarget, startSpoof, toast, toastError, t, location.search]);

  if (!isLoading && !user) {
    return <Navigate to={signInUrlFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (destination) return <RedirectTo url={destination} />;
  if (user && !isValidTarget) return <RedirectTo url={user.homeUrl} />;
  return <FullPageSpinner label={t('account.spoof.starting', { target })} />;
}
