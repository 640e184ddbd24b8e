import type { SessionSplit } from '@tp/domain';
import { potentialHubs } from '../../services/session-hubs.ts';
import { splitSession } from '../../services/session-split.ts';
import type { ActionImplementation } from '../types.ts';

/** The `run`s of domain's SESSION_HUB_ACTIONS, spread into the sessions definition. */
export const SESSION_HUB_IMPLEMENTATIONS = {
  potentialHubs: {
    run: async ({ tx, id }) => ({ output: { hubs: await potentialHubs(tx, id!) } }),
  },
  split: {
    run: ({ tx, ctx, id, input }) => splitSession(tx, ctx, id!, input as unknown as SessionSplit),
  },
} satisfies Record<string, ActionImplementation>;
