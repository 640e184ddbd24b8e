import {
  meetingRecordings,
  provisionMeeting,
  resetSessionSubject,
} from '../../services/session-meetings.ts';
import type { ActionImplementation } from '../types.ts';

/**
 * The `run`s of domain's SESSION_MEETING_ACTIONS, spread into the sessions definition as its
 * contract spreads the actions. Prepare and reset answer the session read again after the
 * commit (`{ session }`, with zoomMeeting).
 */
export const SESSION_MEETING_IMPLEMENTATIONS = {
  prepare: {
    run: async ({ tx, ctx, id }) => {
      await provisionMeeting(tx, ctx, id!);
    },
  },
  recordings: {
    run: async ({ tx, ctx, id }) => ({
      output: { zoomRecordings: await meetingRecordings(tx, ctx, id!) },
    }),
  },
  resetSubject: {
    run: async ({ tx, id }) => {
      await resetSessionSubject(tx, id!);
    },
  },
} satisfies Record<string, ActionImplementation>;
