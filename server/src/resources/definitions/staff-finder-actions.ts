import {
  potentialTutors,
  primeHoursOf,
  type PotentialTutorsInput,
} from '../../services/staff-finder.ts';
import type { ActionImplementation } from '../types.ts';
import { tutorsResource } from './tutors.ts';

/**
 * The `run`s of domain's SESSION_FINDER_ACTIONS, spread into the sessions definition as its
 * contract spreads the actions. Inputs are the contract's parsed query schemas.
 */
export const SESSION_FINDER_IMPLEMENTATIONS = {
  potentialTutors: {
    run: async ({ tx, ctx, input }) => ({
      output: await potentialTutors(
        tx,
        ctx,
        input as unknown as PotentialTutorsInput,
        tutorsResource,
      ),
    }),
  },
  primeHours: {
    run: async ({ tx, ctx, input }) => ({
      output: await primeHoursOf(tx, ctx, input as { timeZone?: string }),
    }),
  },
} satisfies Record<string, ActionImplementation>;
