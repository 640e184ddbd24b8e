import type { Db } from '../db/client.ts';
import { events } from '../db/schema/index.ts';

const at = (iso: string) => new Date(iso);

/**
 * Events of the resource world (TEST_NOW is 2026-03-10T15:00Z), on the calendars of the two
 * tutors: Tia's prep time tomorrow; Tom's admin work on the 12th and a parent call on the 13th
 * that was canceled. None of them overlaps a session or availability of its tutor.
 */
export async function seedFixtureEvents(
  db: Db,
  world: {
    departmentId: number;
    tia: { employeeId: number; userId: number };
    tom: { employeeId: number; userId: number };
  },
) {
  const event = (
    who: { employeeId: number; userId: number },
    type: string,
    name: string,
    startsAt: string,
    duration: number,
  ) => ({
    type,
    name,
    details: `${name}: details`,
    startsAt: at(startsAt),
    endsAt: new Date(at(startsAt).getTime() + duration * 60_000),
    duration,
    departmentId: world.departmentId,
    attendeeId: who.employeeId,
    createdById: who.userId,
    createdAt: at('2026-03-01T12:00:00Z'),
    updatedAt: at('2026-03-01T12:00:00Z'),
  });
  const [tiaPrep, tomAdmin, tomCall] = await db
    .insert(events)
    .values([
      event(world.tia, 'Event::PrepTime', 'Prep for Sam', '2026-03-11T14:00:00Z', 15),
      event(world.tom, 'Event::AdminWork', 'Reports', '2026-03-12T15:00:00Z', 60),
      {
        ...event(world.tom, 'Event::ParentCommunication', 'Call Pam', '2026-03-13T15:00:00Z', 30),
        canceledAt: at('2026-03-09T12:00:00Z'),
      },
    ])
    .returning();
  return { tiaPrep: tiaPrep!, tomAdmin: tomAdmin!, tomCall: tomCall! };
}
