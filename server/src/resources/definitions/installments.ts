import {
  INSTALLMENT_AFTER_CANCEL_MESSAGE,
  installmentsContract,
  isInstallmentOwed,
  type InstallmentStatus,
} from '@tp/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { enrollments, installments } from '../../db/schema/index.ts';
import { Conflict, Invalid } from '../../http/errors.ts';
import {
  NO_CARD_CODE,
  NO_CARD_MESSAGE,
  chargeClaimedInstallment,
  claimInstallment,
  installmentErrorMessage,
  installmentHasCard,
  isInstallmentHeld,
} from '../../payments/installment-charges.ts';
import { paymentsOf } from '../../payments/payments-from-config.ts';
import { auditWhoOf } from '../audit-recorder.ts';
import { defineResource, isoRequired } from '../define.ts';
import { integerIn, stringIn } from '../filters.ts';
import { forStudents, isIn } from '../scopes.ts';

const enrollmentsOfStudents = (ids: SQL) =>
  sql`(select ${enrollments.id} from ${enrollments} where ${enrollments.studentId} in ${ids})`;

export const installmentsResource = defineResource({
  contract: installmentsContract,
  from: installments,
  fields: {
    id: installments.id,
    enrollmentId: installments.enrollmentId,
    dueAt: installments.dueAt,
    amountCents: installments.amountCents,
    status: installments.status,
    attempts: installments.attempts,
    paymentId: installments.paymentId,
    lastErrorCode: installments.lastErrorCode,
    createdAt: installments.createdAt,
  },
  idColumn: installments.id,
  sortable: {
    id: installments.id,
    due_at: installments.dueAt,
    status: installments.status,
    amount_cents: installments.amountCents,
  },
  defaultOrder: { column: 'due_at', sort: 'asc' },
  filters: {
    enrollmentId: integerIn(installments.enrollmentId, 'Enrollment id.'),
    status: stringIn(installments.status, 'Status: pending, paid or failed.'),
  },
  includes: {
    enrollment: { kind: 'belongsTo', target: 'enrollments', foreignKey: 'enrollmentId' },
  },
  serialize: ({ lastErrorCode, ...row }) => ({
    ...row,
    status: row.status as InstallmentStatus,
    dueAt: isoRequired(row.dueAt),
    lastError: lastErrorCode ? installmentErrorMessage(lastErrorCode) : null,
    createdAt: isoRequired(row.createdAt),
  }),
  readScopes: {
    student: forStudents('student', (ids) =>
      isIn(installments.enrollmentId, enrollmentsOfStudents(ids)),
    ),
    parent: forStudents('parent', (ids) =>
      isIn(installments.enrollmentId, enrollmentsOfStudents(ids)),
    ),
  },
  actions: {
    processPayment: {
      // The charge must not hold a transaction open (charge-once.ts).
      ownsTransactions: true,
      async run({ tx: db, ctx, id, record, audit }) {
        if (record!.status === 'paid')
          throw new Invalid({ status: ['This installment is already paid.'] });
        const [enrollment] = await db
          .select({ status: enrollments.status, unenrolledAt: enrollments.unenrolledAt })
          .from(enrollments)
          .where(eq(enrollments.id, record!.enrollmentId as number));
        if (!enrollment || !isInstallmentOwed(enrollment, new Date(record!.dueAt as string)))
          throw new Invalid({ status: [INSTALLMENT_AFTER_CANCEL_MESSAGE] });
        if (await isInstallmentHeld(db, id!, ctx.now))
          throw new Conflict('This installment is already being processed.');
        if (!(await installmentHasCard(db, paymentsOf(ctx.deps), id!)))
          throw new Invalid({ payment: [NO_CARD_MESSAGE] }, { code: NO_CARD_CODE });
        const claimed = await claimInstallment(db, id!, {
          now: ctx.now,
          runnerId: `staff-${ctx.user.id}`,
        });
        if (!claimed) throw new Conflict('This installment is already being processed.');
        const outcome = await chargeClaimedInstallment(
          db,
          paymentsOf(ctx.deps),
          id!,
          ctx.now,
          ctx.deps.mailer,
          // The installment paid and the payment, with who processed it, commit together.
          { who: auditWhoOf(ctx), action: 'processPayment', inDelivery: audit },
        );
        if (outcome.kind === 'failed')
          throw new Invalid({ payment: [outcome.message] }, { code: outcome.code });
      },
    },
  },
});
