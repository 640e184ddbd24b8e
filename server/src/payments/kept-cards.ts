import { auditChanges } from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentProfiles } from '../db/schema/index.ts';
import { recordAuditEventAs, type AuditWho } from '../resources/audit-recorder.ts';
import type { ApprovedCharge } from './charge-once.ts';
import type { PaymentGateway, StoredCard } from './payment-gateway.ts';

/** The family's card kept at this gateway, if any, with its last four digits when known. */
export async function keptCardOf(
  db: Db,
  gateway: PaymentGateway,
  parentId: number,
): Promise<(StoredCard & { last4: string | null }) | undefined> {
  const [row] = await db
    .select({
      customerProfileId: paymentProfiles.customerProfileId,
      paymentProfileId: paymentProfiles.paymentProfileId,
      last4: paymentProfiles.cardLast4,
    })
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.parentId, parentId), eq(paymentProfiles.gateway, gateway.kind)));
  return row;
}

/**
 * Keeps the card of the family's first approved charge at the gateway, for installments. A
 * failure to keep it loses nothing already bought: the next card payment tries again.
 */
export async function keepFirstCard(
  db: Db,
  gateway: PaymentGateway,
  parentId: number,
  charge: ApprovedCharge,
  /** Who placed the order whose card is kept. */
  who: AuditWho,
): Promise<void> {
  if (await keptCardOf(db, gateway, parentId)) return;
  const saved = await gateway.saveCard({
    transactionId: charge.transactionId,
    customerId: `parent-${parentId}`,
  });
  if (!saved.ok) return;
  await db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(paymentProfiles)
      .values({
        parentId,
        gateway: gateway.kind,
        customerProfileId: saved.customerProfileId,
        paymentProfileId: saved.paymentProfileId,
        cardLast4: charge.last4 ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentProfiles.id });
    // The family's history says a card was kept, and by whose order; the gateway's profile
    // ids stay out of it.
    if (kept)
      await recordAuditEventAs(tx, who, {
        recordType: 'Parent',
        recordId: parentId,
        action: 'keepCard',
        changes: auditChanges(null, { keptCardGateway: gateway.kind }),
      });
  });
}
