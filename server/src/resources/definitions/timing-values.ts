import { resolveTiming, type DurationLimits } from '@tp/domain';
import { Invalid } from '../../http/errors.ts';
import type { AnyRow } from '../types.ts';

const TIMING_FIELDS = ['startsAt', 'endsAt', 'duration'] as const;

/**
 * The payload with startsAt, endsAt and duration made consistent by domain's `resolveTiming`
 * against the current record (a create always resolves; an update only when it touches one of
 * them). Always a copy. Shared by sessions and availabilities, which differ only in their
 * duration limits.
 */
export function withResolvedTiming(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  limits: DurationLimits,
): Record<string, unknown> {
  if (current !== null && !TIMING_FIELDS.some((field) => field in payload)) return { ...payload };
  const result = resolveTiming(
    {
      startsAt: payload.startsAt as Date | undefined,
      endsAt: payload.endsAt as Date | undefined,
      duration: payload.duration as number | undefined,
    },
    current
      ? {
          startsAt: current.startsAt as Date,
          endsAt: current.endsAt as Date,
          duration: current.duration as number,
        }
      : null,
    limits,
  );
  if (!result.ok) throw new Invalid(result.errors);
  return { ...payload, ...result.timing };
}
