import { eq, inArray } from 'drizzle-orm';
import { brands, enrollments, parents, payments, students } from '../db/schema/index.ts';
import { TEST_DATA_DESCRIPTOR } from '../payments/test-gateway.ts';
import type { TestAgent } from './agent.ts';
import { call, type ProblemBody } from './fixtures.ts';
import type { Backend } from './harness.ts';
import { keepTestCard, PRICE_65_AN_HOUR } from './payment-fixtures.ts';
import { createResourceTestContext } from './resource-test-context.ts';

/** What POST /enrollments/{id}/add_hours answers. */
export interface AddHoursBody {
  message: string;
  paymentId: number;
  hoursAdded: number;
  totalCents: number;
}

export interface MoneyWorldOptions {
  /** Which brands charge PRICE_65_AN_HOUR (the world's brands have no price). */
  priced?: 'private' | 'every';
  /** Makes Sam Pam's child, so each role may order for a child of Pam's family. */
  samIsPams?: boolean;
}

/**
 * The money tests' world: the resource world (createResourceTestContext) with Pia's and Sam's
 * enrollments at hand, the brands asked for priced, and Pam's family: its kept card, what it
 * has (remaining minutes, payments), and add_hours orders for it. Call in `beforeAll`, close in
 * `afterAll`; each test rolls back what it did (a kept card too).
 */
export async function createMoneyTestContext(backend: Backend, options: MoneyWorldOptions = {}) {
  const ctx = await createResourceTestContext(backend);
  const { world } = ctx;
  const pamParentId = world.users.pam.parentId!;
  if (options.priced) {
    const which = options.priced === 'private' ? eq(brands.id, world.brands.private.id) : undefined;
    await ctx.db.update(brands).set({ pricing: PRICE_65_AN_HOUR }).where(which);
  }
  if (options.samIsPams)
    await ctx.db
      .update(students)
      .set({ parentId: pamParentId })
      .where(eq(students.id, world.students.sam));
  const rows = await ctx.db
    .select()
    .from(enrollments)
    .where(inArray(enrollments.studentId, [world.students.pia, world.students.sam]));
  const enrollmentOf = (studentId: number) => rows.find((r) => r.studentId === studentId)!;

  /** Pam's family's remaining minutes, and how many payments there are. */
  async function family() {
    const [row] = await ctx.db
      .select({ minutes: parents.remainingMinutes })
      .from(parents)
      .where(eq(parents.id, pamParentId));
    return { minutes: row!.minutes, payments: (await ctx.db.select().from(payments)).length };
  }

  let serial = 0;
  /** A new idempotency key, unique in the file. */
  const newKey = (prefix: string) => `${prefix}-${backend}-${String(++serial).padStart(8, '0')}`;

  return {
    ...ctx,
    pamParentId,
    pia: enrollmentOf(world.students.pia),
    sam: enrollmentOf(world.students.sam),
    family,
    newKey,
    /** Keeps a TEST card for Pam's family (approved, or one that declines). */
    keepCard: (outcome: 'approved' | 'declined' = 'approved') =>
      keepTestCard(ctx.db, pamParentId, outcome),
    /** An add_hours order paid with a new TEST card. */
    cardOrder: (card: string, idempotencyKey = newKey('add-hours')) => ({
      idempotencyKey,
      opaqueData: { dataDescriptor: TEST_DATA_DESCRIPTOR, dataValue: card },
    }),
    addHours: (agent: TestAgent, enrollmentId: number, body: unknown) =>
      call<AddHoursBody & ProblemBody>(
        agent.post(`/api/v2/enrollments/${enrollmentId}/add_hours`, body),
      ),
  };
}

export type MoneyTestContext = Awaited<ReturnType<typeof createMoneyTestContext>>;
