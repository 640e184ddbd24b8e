import { describe, expect, it } from 'vitest';
import {
  HIGH_DEMAND_MESSAGE,
  NO_TUTORS_FOUND_MESSAGE,
  compareTutorPriority,
  isQualifiedFor,
  potentialTutorScore,
  tutorSearchNotice,
  type PrioritizedTutorFacts,
} from './tutor-finder.ts';

const facts = (id: number, over: Partial<PrioritizedTutorFacts> = {}): PrioritizedTutorFacts => ({
  id,
  acceptNewStudents: true,
  featured: false,
  tierBillingRate: null,
  bookedMinutesThisWeek: 0,
  lastName: 'Tutor',
  firstName: 'Tia',
  ...over,
});

describe('tutorSearchNotice', () => {
  it('says no tutors found for none, high demand for fewer than 7, nothing for a full page', () => {
    expect(tutorSearchNotice(0)).toBe(NO_TUTORS_FOUND_MESSAGE);
    expect(tutorSearchNotice(1)).toBe(HIGH_DEMAND_MESSAGE);
    expect(tutorSearchNotice(6)).toBe(HIGH_DEMAND_MESSAGE);
    expect(tutorSearchNotice(7)).toBeNull();
  });
});

describe('compareTutorPriority', () => {
  const order = (tutors: PrioritizedTutorFacts[]) =>
    [...tutors].sort(compareTutorPriority).map((t) => t.id);

  it('puts tutors accepting new students first, then featured ones', () => {
    expect(
      order([
        facts(1, { acceptNewStudents: false, featured: true }),
        facts(2, { featured: false }),
        facts(3, { featured: true }),
      ]),
    ).toEqual([3, 2, 1]);
  });

  it('then the higher tier, tutors without one last', () => {
    expect(
      order([facts(1), facts(2, { tierBillingRate: 45 }), facts(3, { tierBillingRate: 62.5 })]),
    ).toEqual([3, 2, 1]);
  });

  it('then the fewer minutes booked this week, then by name and id', () => {
    expect(
      order([
        facts(1, { bookedMinutesThisWeek: 120 }),
        facts(2, { bookedMinutesThisWeek: 60, lastName: 'Zed' }),
        facts(3, { bookedMinutesThisWeek: 60, lastName: 'abe' }),
        facts(4, { bookedMinutesThisWeek: 60, lastName: 'Abe' }),
      ]),
    ).toEqual([3, 4, 2, 1]);
  });
});

describe('potentialTutorScore', () => {
  it('weighs being free for the sessions most, then being qualified', () => {
    const base = { total: 4, qualified: true, featured: false, acceptNewStudents: true };
    expect(potentialTutorScore({ ...base, matched: 4 })).toBe(95);
    expect(potentialTutorScore({ ...base, matched: 2 })).toBe(60);
    expect(potentialTutorScore({ ...base, matched: 4, qualified: false })).toBe(75);
    expect(
      potentialTutorScore({ ...base, matched: 4, featured: true, acceptNewStudents: true }),
    ).toBe(100);
    expect(potentialTutorScore({ ...base, matched: 0, total: 0 })).toBe(25);
  });
});

describe('isQualifiedFor', () => {
  const tutor = { subjectIds: [1, 2], departmentIds: [10] };

  it('needs every session’s subject and department', () => {
    expect(isQualifiedFor(tutor, [{ id: 1, subjectId: 1, departmentId: 10 }])).toBe(true);
    expect(isQualifiedFor(tutor, [{ id: 1, subjectId: 3, departmentId: 10 }])).toBe(false);
    expect(isQualifiedFor(tutor, [{ id: 1, subjectId: 1, departmentId: 11 }])).toBe(false);
    expect(
      isQualifiedFor(tutor, [
        { id: 1, subjectId: 2, departmentId: 10 },
        { id: 2, subjectId: 3, departmentId: 10 },
      ]),
    ).toBe(false);
  });

  it('asks nothing a session does not need', () => {
    expect(isQualifiedFor(tutor, [{ id: 1, subjectId: null, departmentId: null }])).toBe(true);
    expect(isQualifiedFor({ subjectIds: [], departmentIds: [] }, [])).toBe(true);
  });
});
