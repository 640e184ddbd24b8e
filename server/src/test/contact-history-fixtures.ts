import type { Db } from '../db/client.ts';
import { contactActivities, imminentCloses, inboxActivities } from '../db/schema/index.ts';

/**
 * The contact history of the resource world: about Pia (a student) a note and a recommendation
 * by the advisor, and a message; about Pam (a parent) a pending outbound call by the advisor,
 * an unread inbound SMS, a receipt e-mail and a campaign message not yet due; an imminent close
 * of Pam's for the advisor; the advisor's inbox (one unread reply, one read item) and one item
 * in the admin's.
 */
export async function seedFixtureContactHistories(
  db: Db,
  refs: { pia: number; pam: number; advisorUserId: number; adminUserId: number },
) {
  const student = { regardingType: 'Student', regardingId: refs.pia, studentId: refs.pia };
  const parent = { regardingType: 'Parent', regardingId: refs.pam, parentId: refs.pam };
  const by = { authorId: refs.advisorUserId };
  const rows = await db
    .insert(contactActivities)
    .values([
      {
        ...student,
        ...by,
        activityType: 'Note',
        kind: 'Note',
        body: 'Pia prefers afternoon sessions.',
        sentAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        ...student,
        ...by,
        activityType: 'Note',
        kind: 'Recommendation',
        body: 'Add a weekly algebra session before the exam.',
        sentAt: new Date('2026-03-02T10:00:00Z'),
      },
      {
        ...student,
        ...by,
        activityType: 'Message',
        kind: 'Progress Update',
        outcome: 'Sent',
        subject: 'Progress in Algebra',
        body: 'Pia is making steady progress.',
        sentAt: new Date('2026-03-04T14:00:00Z'),
      },
      {
        ...parent,
        ...by,
        activityType: 'Outbound Call',
        kind: 'Outbound Call',
        outcome: 'Pending',
        body: 'Called about the renewal.',
        phoneNumber: '+15555550100',
        sentAt: new Date('2026-03-05T16:00:00Z'),
        readAt: new Date('2026-03-05T16:00:00Z'),
      },
      {
        ...parent,
        activityType: 'Sms',
        kind: 'Inbound',
        outcome: 'Received',
        body: 'Can we move Thursday to Friday?',
        phoneNumber: '+15555550100',
        sentAt: new Date('2026-03-06T09:00:00Z'),
      },
      {
        ...parent,
        activityType: 'Email',
        kind: 'Receipt',
        outcome: 'Sent',
        subject: 'Payment receipt: $120.00',
        body: 'We charged $120.00 to your card. Thank you.',
        sentAt: new Date('2026-03-07T09:00:00Z'),
      },
      {
        ...parent,
        activityType: 'Email',
        kind: 'Campaign',
        outcome: 'Pending',
        subject: 'Summer programs are open',
        body: 'Reserve a summer spot for your student.',
        campaignName: 'Summer 2026',
        campaignGenerated: true,
        dueAt: new Date('2026-04-01T13:00:00Z'),
        sentAt: new Date('2026-04-01T13:00:00Z'),
      },
    ])
    .returning({ id: contactActivities.id });
  const [note, recommendation, message, pendingCall, inboundSms, receipt, campaign] = rows.map(
    (row) => row.id,
  );
  const [close] = await db
    .insert(imminentCloses)
    .values({
      parentId: refs.pam,
      userId: refs.advisorUserId,
      description: 'Renewal of 20 hours',
      closesAt: new Date('2026-03-20T17:00:00Z'),
    })
    .returning({ id: imminentCloses.id });
  const inbox = await db
    .insert(inboxActivities)
    .values([
      {
        userId: refs.advisorUserId,
        kind: 'Reply',
        title: 'SMS from Pam Parent',
        message: 'Can we move Thursday to Friday?',
        contactActivityId: inboundSms,
        regardingType: 'Parent',
        regardingId: refs.pam,
        createdAt: new Date('2026-03-06T09:00:00Z'),
      },
      {
        userId: refs.advisorUserId,
        kind: 'Pending Call Outcome',
        title: 'Outbound Call with Pam Parent: outcome pending',
        contactActivityId: pendingCall,
        regardingType: 'Parent',
        regardingId: refs.pam,
        readAt: new Date('2026-03-06T10:00:00Z'),
        createdAt: new Date('2026-03-05T16:00:00Z'),
      },
      {
        userId: refs.adminUserId,
        kind: 'Imminent Close',
        title: 'Imminent close: Pam Parent',
        imminentCloseId: close!.id,
        regardingType: 'Parent',
        regardingId: refs.pam,
        createdAt: new Date('2026-03-08T09:00:00Z'),
      },
    ])
    .returning({ id: inboxActivities.id });
  return {
    note: note!,
    recommendation: recommendation!,
    message: message!,
    pendingCall: pendingCall!,
    inboundSms: inboundSms!,
    receipt: receipt!,
    campaign: campaign!,
    imminentClose: close!.id,
    inbox: { reply: inbox[0]!.id, readCall: inbox[1]!.id, admins: inbox[2]!.id },
  };
}
