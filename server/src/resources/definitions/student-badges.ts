import { studentBadgesContract } from '@tp/domain';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import { studentBadges } from '../../db/schema/index.ts';
import { Conflict } from '../../http/errors.ts';
import { studentBadgeChanged, supervisorIdsOf } from '../../services/points.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { filter, integerIn, queryValue } from '../filters.ts';
import {
  forStudents,
  forTutor,
  isIn,
  qualified,
  studentsOfSessions,
  tutorSessionIds,
} from '../scopes.ts';
import type { WriteHooks } from '../types.ts';

/** The student and the boards of their sessions in progress hear of a gem given or taken. */
const badgeHooks: WriteHooks = {
  async after(tx, { action, id, before }, ctx) {
    const studentId =
      action === 'deleted'
        ? (before as number | undefined)
        : (
            await tx
              .select({ studentId: studentBadges.studentId })
              .from(studentBadges)
              .where(eq(studentBadges.id, id))
          )[0]?.studentId;
    if (studentId === undefined) return;
    return studentBadgeChanged(tx, ctx, studentId);
  },
  async before(tx, id) {
    const [row] = await tx
      .select({ studentId: studentBadges.studentId })
      .from(studentBadges)
      .where(eq(studentBadges.id, id));
    return row?.studentId;
  },
};

export const studentBadgesResource = defineResource({
  contract: studentBadgesContract,
  from: studentBadges,
  fields: {
    id: studentBadges.id,
    studentId: studentBadges.studentId,
    description: studentBadges.description,
    sessionId: studentBadges.sessionId,
    awardedById: studentBadges.awardedById,
    supervisorIds: supervisorIdsOf(qualified(studentBadges.studentId)).as('supervisor_ids'),
    redeemedAt: studentBadges.redeemedAt,
    createdAt: studentBadges.createdAt,
    lockVersion: studentBadges.lockVersion,
  },
  idColumn: studentBadges.id,
  sortable: {
    id: studentBadges.id,
    student_id: studentBadges.studentId,
    created_at: studentBadges.createdAt,
    redeemed_at: studentBadges.redeemedAt,
  },
  defaultOrder: { column: 'created_at', sort: 'desc' },
  filters: {
    studentId: integerIn(studentBadges.studentId, 'Student id.'),
    sessionId: integerIn(studentBadges.sessionId, 'Session id it was earned in.'),
    redeemed: filter({
      description: 'true: redeemed gems only; false: those still to redeem.',
      valueType: 'boolean',
      value: queryValue.boolean,
      reveals: ['redeemedAt'],
      where: (values) =>
        new Set(values).size === 1
          ? values[0]
            ? isNotNull(studentBadges.redeemedAt)
            : isNull(studentBadges.redeemedAt)
          : undefined,
    }),
  },
  includes: {
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
  },
  serialize: (row) => ({
    ...row,
    redeemedAt: iso(row.redeemedAt),
    createdAt: isoRequired(row.createdAt),
  }),
  readScopes: {
    tutor: forTutor((employeeId) =>
      isIn(studentBadges.studentId, studentsOfSessions(tutorSessionIds(employeeId))),
    ),
    student: forStudents('student', (ids) => isIn(studentBadges.studentId, ids)),
    parent: forStudents('parent', (ids) => isIn(studentBadges.studentId, ids)),
  },
  write: {
    table: studentBadges,
    toValues: (payload, current, ctx) =>
      current === null ? { ...payload, awardedById: ctx.user.id } : payload,
    hooks: badgeHooks,
  },
  actions: {
    redeem: {
      async run({ tx, ctx, id }) {
        const [badge] = await tx
          .select({ studentId: studentBadges.studentId, redeemedAt: studentBadges.redeemedAt })
          .from(studentBadges)
          .where(eq(studentBadges.id, id!))
          .for('update');
        if (!badge) return;
        if (badge.redeemedAt !== null) throw new Conflict('This gem was already redeemed.');
        await tx
          .update(studentBadges)
          .set({ redeemedAt: ctx.now })
          .where(eq(studentBadges.id, id!));
        return { afterCommit: await studentBadgeChanged(tx, ctx, badge.studentId) };
      },
    },
  },
});
