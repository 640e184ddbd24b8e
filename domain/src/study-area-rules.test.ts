import { describe, expect, it } from 'vitest';
import {
  confidenceLevelLabel,
  goalScoreFromText,
  isTestPrepSubject,
  storedStudyAreaChoices,
  studyAreaErrors,
  takenSubjectIds,
} from './study-area-rules.ts';
import { studyAreaCreate, studyAreaFormSchema } from './resources/study-areas.ts';

const algebra = { isTestPrep: false, testDateIds: [] };
const satWithDates = { isTestPrep: true, testDateIds: [7, 8] };
const satWithoutDates = { isTestPrep: true, testDateIds: [] };

describe('studyAreaErrors (spec §5 Study area)', () => {
  it('requires a confidence level unless the subject is test prep', () => {
    expect(studyAreaErrors({ confidenceLevel: null }, algebra)).toEqual({
      confidenceLevel: ["can't be blank"],
    });
    expect(studyAreaErrors({ confidenceLevel: 2 }, algebra)).toEqual({});
    expect(studyAreaErrors({ testDateId: 7, goalScore: 1400 }, satWithDates)).toEqual({});
  });

  it('requires a test date for test prep when the subject has dates', () => {
    expect(studyAreaErrors({ goalScore: 1400 }, satWithDates)).toEqual({
      testDateId: ["can't be blank"],
    });
    expect(studyAreaErrors({ goalScore: 1400 }, satWithoutDates)).toEqual({});
  });

  it('refuses a test date of another subject', () => {
    expect(studyAreaErrors({ testDateId: 9, goalScore: 1400 }, satWithDates)).toEqual({
      testDateId: ['is not a date of this subject'],
    });
  });

  it('requires a goal score for test prep, 0 included', () => {
    expect(studyAreaErrors({ testDateId: 7 }, satWithDates)).toEqual({
      goalScore: ["can't be blank"],
    });
    expect(studyAreaErrors({ testDateId: 7, goalScore: 0 }, satWithDates)).toEqual({});
  });
});

describe('the study area payload', () => {
  it('takes a goal score of 1 to 4 digits, 0 to 9999', () => {
    const base = { studentId: 1, subjectId: 2 };
    expect(studyAreaCreate.safeParse({ ...base, goalScore: 0 }).success).toBe(true);
    expect(studyAreaCreate.safeParse({ ...base, goalScore: 9999 }).success).toBe(true);
    for (const goalScore of [-1, 10000, 12.5]) {
      const result = studyAreaCreate.safeParse({ ...base, goalScore });
      expect(result.error?.issues[0]?.message).toBe('must be a whole number from 0 to 9999');
    }
  });

  it('takes a confidence level of 1, 2 or 3', () => {
    const base = { studentId: 1, subjectId: 2 };
    expect(studyAreaCreate.safeParse({ ...base, confidenceLevel: 3 }).success).toBe(true);
    expect(
      studyAreaCreate.safeParse({ ...base, confidenceLevel: 4 }).error?.issues[0]?.message,
    ).toBe('must be 1, 2 or 3');
  });

  it('requires a subject', () => {
    const result = studyAreaCreate.safeParse({ studentId: 1, confidenceLevel: 3 });
    expect(result.error?.issues).toMatchObject([
      { path: ['subjectId'], message: "can't be blank" },
    ]);
  });
});

describe('studyAreaFormSchema', () => {
  const schema = studyAreaFormSchema((subjectId) => (subjectId === 1 ? satWithDates : algebra));

  it('applies the same rules as the server, on their fields', () => {
    const result = schema.safeParse({
      subjectId: 1,
      testDateId: null,
      goalScore: null,
      confidenceLevel: null,
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['testDateId', "can't be blank"],
      ['goalScore', "can't be blank"],
    ]);
  });

  it('asks for a subject first', () => {
    const result = schema.safeParse({
      subjectId: null,
      testDateId: null,
      goalScore: null,
      confidenceLevel: null,
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['subjectId', "can't be blank"],
    ]);
  });

  it('accepts a complete test-prep area', () => {
    expect(
      schema.safeParse({ subjectId: 1, testDateId: 8, goalScore: 1450, confidenceLevel: null })
        .success,
    ).toBe(true);
  });
});

describe('the helpers', () => {
  it('names the confidence levels in the spec words', () => {
    expect([1, 2, 3, 4, null].map(confidenceLevelLabel)).toEqual([
      'Completely overwhelmed',
      'Somewhat stressed',
      'Calm and confident',
      null,
      null,
    ]);
  });

  it('tells test prep by the subject category', () => {
    expect(isTestPrepSubject({ categoryName: 'Test Prep' })).toBe(true);
    expect(isTestPrepSubject({ categoryName: 'Math' })).toBe(false);
  });

  it('keeps only up to four digits of a typed goal score', () => {
    expect(['', '14a50', '123456', '0'].map(goalScoreFromText)).toEqual([null, 1450, 1234, 0]);
  });

  it('drops the test date and goal score of a subject that is not test prep', () => {
    const choices = { testDateId: 7, goalScore: 1400, confidenceLevel: 2 };
    expect(storedStudyAreaChoices(choices, false)).toEqual({
      testDateId: null,
      goalScore: null,
      confidenceLevel: 2,
    });
    expect(storedStudyAreaChoices(choices, true)).toBe(choices);
  });

  it('disables the subjects of the other study areas, not the one edited', () => {
    const areas = [
      { id: 1, subjectId: 10 },
      { id: 2, subjectId: 20 },
    ];
    expect([...takenSubjectIds(areas, null)]).toEqual([10, 20]);
    expect([...takenSubjectIds(areas, 2)]).toEqual([10]);
  });
});
