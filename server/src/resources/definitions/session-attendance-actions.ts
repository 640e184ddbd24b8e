import type { AllotmentsSave, AttendanceSubmit } from '@tp/domain';
import { readAllotments, saveAllotments } from '../../services/allotments.ts';
import { submitAttendance } from '../../services/attendance-submit.ts';
import { checkInBoard } from '../../services/check-in.ts';
import type { ActionImplementation } from '../types.ts';

/** The sessions actions of domain's SESSION_ATTENDANCE_ACTIONS, spread into the resource. */
export const SESSION_ATTENDANCE_IMPLEMENTATIONS = {
  submitAttendance: {
    run: ({ tx, ctx, id, input }) =>
      submitAttendance(tx, ctx, id!, input as unknown as AttendanceSubmit),
  },
  allotments: {
    run: async ({ tx, id }) => ({ output: await readAllotments(tx, id!) }),
  },
  saveAllotments: {
    run: async ({ tx, ctx, id, input }) => ({
      output: await saveAllotments(tx, id!, input as unknown as AllotmentsSave, ctx.now),
    }),
  },
  checkIn: {
    run: async ({ tx, id }) => ({ output: await checkInBoard(tx, id!) }),
  },
} satisfies Record<string, ActionImplementation>;
