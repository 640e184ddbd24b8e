import { describe, expect, it } from 'vitest';
import { DEGREE_LEVELS } from '../lookups.ts';
import {
  DEGREE_LEVEL_IDS,
  degreeLevelName,
  tutorDegreeChanges,
  tutorDegreeCreate,
  tutorDegreeFormSchema,
} from './tutor-degrees.ts';

const typed = {
  institution: ' Rice University ',
  degreeLevel: 'bachelor',
  fieldOfStudy: '',
  graduationYear: '',
};

describe('tutor degrees', () => {
  it('takes its levels from the degree levels GET /degree_levels answers', () => {
    expect(DEGREE_LEVEL_IDS).toEqual(DEGREE_LEVELS.map((level) => level.id));
  });

  it('names a level as GET /degree_levels does', () => {
    expect(degreeLevelName('master')).toBe("Master's Degree");
    expect(degreeLevelName('unknown')).toBe('unknown');
  });

  it('sends an empty field of study and year as null, the rest trimmed', () => {
    expect(tutorDegreeChanges(typed)).toEqual({
      institution: 'Rice University',
      degreeLevel: 'bachelor',
      fieldOfStudy: null,
      graduationYear: null,
    });
    expect(
      tutorDegreeChanges({ ...typed, fieldOfStudy: ' Physics ', graduationYear: ' 2019 ' }),
    ).toMatchObject({ fieldOfStudy: 'Physics', graduationYear: 2019 });
  });

  it('checks the form with the messages the server answers', () => {
    const result = tutorDegreeFormSchema.safeParse({
      institution: '  ',
      degreeLevel: '',
      fieldOfStudy: '',
      graduationYear: '19',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      institution: "can't be blank",
      degreeLevel: "can't be blank",
      graduationYear: 'must be a year between 1900 and 2100',
    });
  });

  it('accepts what the form sends, and the payload accepts the same', () => {
    const values = { ...typed, graduationYear: '2100' };
    expect(tutorDegreeFormSchema.safeParse(values).success).toBe(true);
    expect(tutorDegreeCreate.safeParse({ tutorId: 1, ...tutorDegreeChanges(values) }).success).toBe(
      true,
    );
    expect(tutorDegreeFormSchema.safeParse({ ...values, graduationYear: '2101' }).success).toBe(
      false,
    );
    expect(tutorDegreeFormSchema.safeParse({ ...values, degreeLevel: 'wizard' }).success).toBe(
      false,
    );
  });
});
