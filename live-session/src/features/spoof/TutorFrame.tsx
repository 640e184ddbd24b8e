import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { SPOOF_QUERY_PARAM, currentSpoofTarget, spooferOf } from '@tp/data-provider';
import { SpoofBar } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { TutorShell } from '../shell/TutorShell.tsx';

/**
 * The tutor app's frame: the purple spoof bar above the shell while the signed-in user is
 * spoofed (spec: scheduling §2), and the spoof marker kept in the address (spec §4).
 */
export function TutorFrame() {
  const { user, endSpoof } = useSignIn();
  const services = useAppServices();
  const [params, setParams] = useSearchParams();
  const [isReturning, setIsReturning] = useState(false);
  const spoofer = spooferOf(user);
  const target = spoofer ? currentSpoofTarget() : null;
  const hasMarker = params.has(SPOOF_QUERY_PARAM);

  useEffect(() => {
    if (!target || hasMarker) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SPOOF_QUERY_PARAM, target);
        return next;
      },
      { replace: true },
    );
  }, [target, hasMarker, setParams]);

  const returnToDashboard = () => {
    setIsReturning(true);
    // A full page load: the spoofer's app starts afresh as the spoofer (their roles, channels).
    void endSpoof().then((url) => (services.loadPage ?? ((u) => window.location.assign(u)))(url));
  };

  return (
    <Box>
      {user && spoofer ? (
        <SpoofBar
          name={`${user.firstName} ${user.lastName}`.trim()}
          onReturn={returnToDashboard}
          isReturning={isReturning}
        />
      ) : null}
      <TutorShell />
    </Box>
  );
}
