import { describe, expect, it } from 'vitest';
import { mergeCompleteMessage, studentCreate, studentMerge } from './students.ts';
import { tutoringHistoryReassign } from './tutoring-histories.ts';

describe('studentCreate', () => {
  it('requires a first and a last name (spec §5)', () => {
    const result = studentCreate.safeParse({ firstName: ' ', lastName: '' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'lastName']));
  });

  it('takes TK (-1) to 12 as grades and nothing outside', () => {
    expect(studentCreate.safeParse({ firstName: 'A', lastName: 'B', grade: -1 }).success).toBe(
      true,
    );
    expect(studentCreate.safeParse({ firstName: 'A', lastName: 'B', grade: 12 }).success).toBe(
      true,
    );
    expect(studentCreate.safeParse({ firstName: 'A', lastName: 'B', grade: -2 }).success).toBe(
      false,
    );
    expect(studentCreate.safeParse({ firstName: 'A', lastName: 'B', grade: 13 }).success).toBe(
      false,
    );
  });
});

describe('studentMerge', () => {
  it('refuses merging a student into themself', () => {
    const result = studentMerge.safeParse({ currentId: 4, transferId: 4 });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['transferId']);
  });

  it('takes two students and optional notes', () => {
    expect(studentMerge.parse({ currentId: 4, transferId: 5, notes: 'dup' })).toEqual({
      currentId: 4,
      transferId: 5,
      notes: 'dup',
    });
  });
});

describe('mergeCompleteMessage', () => {
  it('tells staff which e-mail to give the customer', () => {
    expect(mergeCompleteMessage('Ann Lee', 'ann@example.test')).toContain(
      'the email on file is ann@example.test',
    );
  });

  it('says when there is no e-mail on file', () => {
    expect(mergeCompleteMessage('Ann Lee', null)).toContain('no email on file');
  });
});

describe('tutoringHistoryReassign', () => {
  it("says the spec's sentence when no tutor is chosen", () => {
    const result = tutoringHistoryReassign.safeParse({ tutorId: null });
    expect(result.error!.issues[0]!.message).toBe('Please select a tutor to reassign.');
  });
});
