import { useDataProvider } from 'react-admin';
import type { ActionOutput, AppDataProvider } from '@tp/data-provider';
import type { RepeatChoice } from '@tp/domain';
import { useLoaded } from '@tp/ui';

export type RepeatOptionsAnswer = ActionOutput<'availabilities', 'repeatOptions'>;

export interface RepeatOptionsAsk {
  tutorId: number | null;
  studentId: number | null;
  enrollmentId: number | null;
  startsAt: Date | null;
  duration: number;
  repeat: RepeatChoice;
}

/**
 * GET /availabilities/repeat_options for the booking being made: the repeat choices its
 * enrollment's hours allow (12, 8, 4, 0 and All remaining hours, spec §5) and the weekly dates
 * of the chosen one, each judged as the booking engine will judge it.
 */
export function useRepeatOptions(ask: RepeatOptionsAsk) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { tutorId, studentId, enrollmentId, startsAt, duration, repeat } = ask;
  const isComplete = tutorId !== null && startsAt !== null && duration > 0;
  return useLoaded<RepeatOptionsAnswer>(
    isComplete
      ? (signal) =>
          dataProvider
            .action('availabilities', 'repeatOptions', {
              data: {
                tutorId,
                startsAt: startsAt.toISOString(),
                duration,
                numberOfRepeats: repeat,
                ...(studentId !== null ? { studentId } : {}),
                ...(enrollmentId !== null ? { enrollmentId } : {}),
              },
              signal,
            })
            .then(({ data }) => data)
      : null,
    [tutorId, studentId, enrollmentId, startsAt?.toISOString(), duration, repeat].join('|'),
  );
}
