import type { People } from './people.ts';
import { addDays, addMinutes } from './time.ts';
import type { NoticeRow } from './types.ts';

/** A handful of notices for the demo accounts, some read, some with a due date. */
export function generateNotices(now: Date, people: People): NoticeRow[] {
  const userIdOf = (email: string): number => {
    const user = people.users.find((u) => u.email === email);
    if (!user) throw new Error(`No user ${email}`);
    return user.id;
  };
  const newStudent = people.students.find(
    (s) => s.id !== people.demoStudentId && s.id !== people.demoSiblingId,
  );
  const demoStudent = people.students.find((s) => s.id === people.demoStudentId);
  const drafts: Omit<NoticeRow, 'id'>[] = [
    {
      userId: userIdOf('tutor@demo.test'),
      // The tutor app refreshes tutoring history on a notice titled exactly 'New Student'.
      title: 'New Student',
      message: `${newStudent ? `${newStudent.firstName} ${newStudent.lastName}` : 'A student'} has been added to your roster.`,
      linkId: newStudent?.id ?? null,
      readAt: null,
      dueAt: null,
      createdAt: addMinutes(now, -90),
    },
    {
      userId: userIdOf('tutor@demo.test'),
      title: 'Schedule change',
      message: 'Your Saturday SAT Math session moved to 10:00 AM.',
      linkId: null,
      readAt: addDays(now, -2),
      dueAt: null,
      createdAt: addDays(now, -3),
    },
    {
      userId: userIdOf('tutor@demo.test'),
      title: 'Availability reminder',
      message: 'Please add your availability for the next two weeks.',
      linkId: null,
      readAt: null,
      dueAt: addDays(now, 3),
      createdAt: addDays(now, -1),
    },
    {
      userId: userIdOf('leader@demo.test'),
      title: 'Faculty meeting',
      message: 'Monthly faculty leaders meeting: review session observations.',
      linkId: null,
      readAt: null,
      dueAt: addDays(now, 5),
      createdAt: addDays(now, -4),
    },
    {
      userId: userIdOf('student@demo.test'),
      title: 'Practice test scored',
      message: 'Your SAT practice test has been scored. See your planner for details.',
      linkId: demoStudent?.id ?? null,
      readAt: null,
      dueAt: null,
      createdAt: addDays(now, -1),
    },
    {
      userId: userIdOf('admin@demo.test'),
      title: 'Payroll review',
      message: 'Payroll items for the last pay period are ready for review.',
      linkId: null,
      readAt: null,
      dueAt: addDays(now, 2),
      createdAt: addDays(now, -1),
    },
  ];
  return drafts.map((draft, index) => ({ id: index + 1, ...draft }));
}
