import type { Db } from '../db/client.ts';
import { tutorDegrees } from '../db/schema/index.ts';

/**
 * The degrees of the resource world: Tia has a bachelor's and a master's, Tom a bachelor's;
 * each tutor reads and changes only their own.
 */
export async function seedFixtureTutorDegrees(db: Db, tutors: { tia: number; tom: number }) {
  const [tiaBachelor, tiaMaster, tomBachelor] = await db
    .insert(tutorDegrees)
    .values([
      {
        tutorId: tutors.tia,
        institution: 'Rice University',
        degreeLevel: 'bachelor',
        fieldOfStudy: 'Mathematics',
        graduationYear: 2015,
      },
      {
        tutorId: tutors.tia,
        institution: 'University of Michigan',
        degreeLevel: 'master',
        fieldOfStudy: 'Statistics',
        graduationYear: 2018,
      },
      {
        tutorId: tutors.tom,
        institution: 'Boston College',
        degreeLevel: 'bachelor',
        fieldOfStudy: null,
        graduationYear: null,
      },
    ])
    .returning();
  return { tiaBachelor: tiaBachelor!, tiaMaster: tiaMaster!, tomBachelor: tomBachelor! };
}
