import { useCallback, useState } from 'react';
import { useLoaded } from '@tp/ui';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { loadDegreeLevels, loadDegrees } from './degrees-api.ts';

/** The tutor's degrees with the levels to choose from (ui's useLoaded); `reload` reads again. */
export function useDegrees(tutorId: number) {
  const { httpClient } = useAppServices();
  const [version, setVersion] = useState(0);
  const loaded = useLoaded(
    (signal) =>
      Promise.all([loadDegrees(httpClient, tutorId, signal), loadDegreeLevels(httpClient, signal)]),
    `degrees-${tutorId}-${version}`,
  );
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...loaded, reload };
}
