import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { employees, payrollItems } from '../db/schema/index.ts';

const at = (iso: string) => new Date(iso);

/**
 * Payroll items of the resource world (TEST_NOW is 2026-03-10T15:00Z), the lowest id first:
 * - bonus: Tia's pending Bonus, 2 × 50 (edit notes set, so it can be sent back as it is);
 * - training: Tom's pending Training at his training rate 20, on hold (needs review), with notes;
 * - marketing: the advisor's paid Marketing item for lead source 1.
 * Tia's training rate is 18, Tom's 20.
 */
export async function seedPayrollItems(
  db: Db,
  ids: { tiaId: number; tomId: number; advisorId: number; departmentId: number },
) {
  await db.update(employees).set({ trainingRate: 18 }).where(eq(employees.id, ids.tiaId));
  await db.update(employees).set({ trainingRate: 20 }).where(eq(employees.id, ids.tomId));
  const [bonus, training, marketing] = await db
    .insert(payrollItems)
    .values([
      {
        employeeId: ids.tiaId,
        departmentId: ids.departmentId,
        payType: 'Bonus',
        rate: 50,
        quantity: 2,
        pay: 100,
        description: 'Five-star reviews bonus',
        editNotes: 'Seeded for the tests',
        estimatedPayDate: '2026-03-15',
        createdAt: at('2026-03-02T12:00:00Z'),
      },
      {
        employeeId: ids.tomId,
        departmentId: ids.departmentId,
        payType: 'Training',
        rate: 20,
        quantity: 3,
        pay: 60,
        description: 'New SAT curriculum training',
        editNotes: 'Held until the hours are confirmed',
        hold: true,
        estimatedPayDate: '2026-03-15',
        createdAt: at('2026-03-05T12:00:00Z'),
      },
      {
        employeeId: ids.advisorId,
        departmentId: ids.departmentId,
        payType: 'Marketing',
        rate: 12.5,
        quantity: 4,
        pay: 50,
        description: 'School fair booth',
        paid: true,
        paidAt: at('2026-02-28T22:00:00Z'),
        linkType: 'LeadSource',
        linkId: 1,
        estimatedPayDate: '2026-02-28',
        createdAt: at('2026-02-20T12:00:00Z'),
      },
    ])
    .returning();
  return { bonus: bonus!, training: training!, marketing: marketing! };
}
