import { describe, expect, it } from 'vitest';
import type { AllotmentsRead } from '@tp/domain';
import {
  allotmentSummary,
  allotmentsSaveBody,
  initialAllotmentForm,
  minutesForSquare,
  setEntryMinutes,
  squareCount,
} from './allotment-form.ts';

const READ: AllotmentsRead = {
  allotments: [{ id: 7, subjectId: 1, subjectName: 'Algebra', categoryName: 'Math', minutes: 30 }],
  skipped: false,
  potentialSubjects: [
    { id: 1, name: 'Algebra', categoryName: 'Math' },
    { id: 2, name: 'Geometry', categoryName: 'Math' },
  ],
  totalMinutes: 60,
  skipAllowed: false,
};

describe('allotment form', () => {
  it('starts from every potential subject with the saved minutes', () => {
    expect(initialAllotmentForm(READ).entries).toEqual([
      { subjectId: 1, name: 'Algebra', categoryName: 'Math', id: 7, minutes: 30 },
      { subjectId: 2, name: 'Geometry', categoryName: 'Math', id: null, minutes: 0 },
    ]);
  });

  it('keeps a saved subject the server no longer offers, so it can be taken back', () => {
    const form = initialAllotmentForm({ ...READ, potentialSubjects: [] });
    expect(form.entries.map((entry) => entry.subjectId)).toEqual([1]);
  });

  it('fills up to the clicked square, and empties the last filled one when clicked again', () => {
    expect(minutesForSquare(0, 3)).toBe(30);
    expect(minutesForSquare(30, 3)).toBe(20);
    expect(minutesForSquare(30, 1)).toBe(10);
  });

  it('shows one square per 10 minutes of the session', () => {
    expect(squareCount(60)).toBe(6);
    expect(squareCount(0)).toBe(1);
  });

  it('sums the minutes, says what is left and is valid only when perfect or skipped', () => {
    const form = initialAllotmentForm(READ);
    expect(allotmentSummary(form, 60, false)).toMatchObject({
      allotted: 30,
      left: 30,
      isValid: false,
      balance: { message: '30 minutes under' },
    });
    const over = setEntryMinutes(form, 2, 40);
    expect(allotmentSummary(over, 60, false)).toMatchObject({
      left: 0,
      isValid: false,
      balance: { message: '10 minutes over' },
    });
    const perfect = setEntryMinutes(form, 2, 30);
    expect(allotmentSummary(perfect, 60, false).balance.message).toBe('Perfect!');
    expect(allotmentSummary(perfect, 60, false).isValid).toBe(true);
    expect(allotmentSummary({ ...form, skip: true }, 60, true).isValid).toBe(true);
    expect(allotmentSummary({ ...form, skip: true }, 60, false).isValid).toBe(false);
  });

  it('sends 0 minutes with the id of a saved subject that was cleared, and leaves out empty new ones', () => {
    const form = setEntryMinutes(setEntryMinutes(initialAllotmentForm(READ), 1, 0), 2, 60);
    expect(allotmentsSaveBody(form)).toEqual({
      allotments: [
        { id: 7, subjectId: 1, minutes: 0 },
        { subjectId: 2, minutes: 60 },
      ],
    });
  });

  it('a skip sends no minutes and removes the saved ones', () => {
    expect(allotmentsSaveBody({ ...initialAllotmentForm(READ), skip: true })).toEqual({
      allotments: [{ id: 7, subjectId: 1, minutes: 0 }],
      skip: true,
    });
  });
});
