import { createRng } from './prng.ts';
import type { DemoWorld } from './types.ts';

type TutorDegreeRow = DemoWorld['tutorDegrees'][number];

const UNIVERSITIES = [
  'University of Michigan',
  'Rice University',
  'University of Washington',
  'Boston College',
  'University of Texas at Austin',
  'Georgia Institute of Technology',
  'Pomona College',
  'University of Wisconsin–Madison',
] as const;
const FIELDS = [
  'Mathematics',
  'English Literature',
  'Chemistry',
  'History',
  'Computer Science',
  'Biology',
  'Economics',
  'Physics',
] as const;

/**
 * Every tutor's education (issue 25, the profile's degrees): a bachelor's, and for about one
 * tutor in three a master's or a doctorate some years later; a few have none yet, so the
 * profile's empty state shows too. The first tutor (the demo tutor) always has two.
 */
export function generateTutorDegrees(
  now: Date,
  seed: number,
  tutorIds: readonly number[],
): TutorDegreeRow[] {
  const rng = createRng(seed ^ 0x5eed_d3);
  const rows: TutorDegreeRow[] = [];
  const add = (row: Omit<TutorDegreeRow, 'id' | 'createdAt' | 'updatedAt' | 'lockVersion'>) =>
    rows.push({ id: rows.length + 1, ...row, createdAt: now, updatedAt: now, lockVersion: 0 });
  tutorIds.forEach((tutorId, index) => {
    if (index > 0 && index % 7 === 6) return;
    const bachelorYear = now.getUTCFullYear() - rng.int(3, 25);
    add({
      tutorId,
      institution: rng.pick(UNIVERSITIES),
      degreeLevel: 'bachelor',
      fieldOfStudy: rng.pick(FIELDS),
      graduationYear: bachelorYear,
    });
    if (index === 0 || rng.chance(0.33)) {
      add({
        tutorId,
        institution: rng.pick(UNIVERSITIES),
        degreeLevel: index === 0 || rng.chance(0.7) ? 'master' : 'doctorate',
        fieldOfStudy: rng.pick(FIELDS),
        graduationYear: Math.min(bachelorYear + rng.int(2, 6), now.getUTCFullYear()),
      });
    }
  });
  return rows;
}
