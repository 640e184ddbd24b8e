import type { Db } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';

/**
 * Messages of the resource world: two about course c1 (a Parent Update, then a General
 * Outreach a day later) and one about student Pia in c2; c3 has none.
 */
export async function seedFixtureMessages(
  db: Db,
  refs: {
    c1: number;
    c2: number;
    pia: number;
    sender: { id: number; name: string };
  },
) {
  const from = { senderId: refs.sender.id, senderName: refs.sender.name };
  const [parentUpdate, outreach, aboutPia] = await db
    .insert(messages)
    .values([
      {
        messageType: 'Parent Update',
        subject: 'This week in Math',
        body: 'We covered fractions and practised with timed exercises.',
        regardingType: 'Course',
        regardingId: refs.c1,
        courseId: refs.c1,
        recipientsCount: 2,
        sentAt: new Date('2026-03-02T14:00:00Z'),
        ...from,
      },
      {
        messageType: 'General Outreach',
        subject: 'Schedule reminder',
        body: 'Please check the schedule in the family app.',
        regardingType: 'Course',
        regardingId: refs.c1,
        courseId: refs.c1,
        recipientsCount: 2,
        sentAt: new Date('2026-03-03T14:00:00Z'),
        ...from,
      },
      {
        messageType: 'Progress Update',
        subject: 'Progress in Algebra',
        body: 'Pia is making steady progress.',
        regardingType: 'Student',
        regardingId: refs.pia,
        courseId: refs.c2,
        studentId: refs.pia,
        recipientsCount: 1,
        sentAt: new Date('2026-03-04T14:00:00Z'),
        ...from,
      },
    ])
    .returning();
  return { parentUpdate: parentUpdate!, outreach: outreach!, aboutPia: aboutPia! };
}
