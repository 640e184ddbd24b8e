/**
 * GET /sessions/earlier_sessions: for the students of a tutor's sessions in a window, how many
 * sessions each had with the tutor before their first one there. One call answers which
 * students of the tutor's day are new (spec scheduling §2: the agenda "highlights new
 * students"), where the dashboard used to ask one count per student.
 */
import { z } from 'zod';
import type { ActionContract } from '../resources/contract.ts';
import { integer, isoDateTimeInput, queryId } from '../resources/payload-fields.ts';
import { SESSION_HISTORY_ACTIONS_RULES } from '../resources/access/session-history-actions.ts';

/** The longest window asked about: a month and a day or two (a day is what the agenda asks). */
export const EARLIER_SESSIONS_MAX_DAYS = 62;

export const earlierSessionsQuery = z
  .object({
    tutorId: queryId,
    startsAt: isoDateTimeInput,
    endsAt: isoDateTimeInput,
  })
  .refine(
    // Zod runs this after a field failed too: only parsed times are judged.
    ({ startsAt, endsAt }) =>
      !(startsAt instanceof Date) || !(endsAt instanceof Date) || endsAt > startsAt,
    { path: ['endsAt'], message: 'must be after the start time' },
  )
  .refine(
    ({ startsAt, endsAt }) =>
      !(startsAt instanceof Date) ||
      !(endsAt instanceof Date) ||
      endsAt.getTime() - startsAt.getTime() <= EARLIER_SESSIONS_MAX_DAYS * 86_400_000,
    {
      path: ['endsAt'],
      message: `must be at most ${EARLIER_SESSIONS_MAX_DAYS} days after the start`,
    },
  );
export type EarlierSessionsQuery = z.input<typeof earlierSessionsQuery>;

export const earlierSessionsAnswer = z.object({
  students: z.array(
    z.object({
      studentId: integer,
      /** The tutor's sessions (not canceled) the student attends that start before their first in the window. */
      earlierSessions: integer,
    }),
  ),
});
export type EarlierSessionsAnswer = z.infer<typeof earlierSessionsAnswer>;

export const SESSION_HISTORY_ACTIONS = {
  earlierSessions: {
    on: 'collection',
    method: 'GET',
    path: 'earlier_sessions',
    summary: `For each student attending the tutor's sessions (not canceled) that overlap [startsAt, endsAt), how many of the tutor's sessions (not canceled) they attend start before their first one in the window: 0 means the student is new to the tutor (the dashboard's agenda). Query: tutorId, startsAt, endsAt (at most ${EARLIER_SESSIONS_MAX_DAYS} days). Answers { students: [{ studentId, earlierSessions }] } by student id. Staff, and tutors and families within the sessions and attendances they may read.`,
    input: { in: 'query', schema: earlierSessionsQuery },
    output: earlierSessionsAnswer,
    allow: SESSION_HISTORY_ACTIONS_RULES.earlierSessions,
  },
} as const satisfies Record<string, ActionContract<never>>;
