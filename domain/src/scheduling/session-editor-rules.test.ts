import { describe, expect, it } from 'vitest';
import {
  emptySessionEditorForm,
  sessionEditorFormErrors,
  sessionRowFieldErrors,
  type EditorSessionType,
  type SessionEditorForm,
} from './session-editor-rules.ts';

const online: EditorSessionType = {
  id: 1,
  name: 'Online class',
  sessionClass: 'Course',
  online: true,
  minDuration: 30,
};
const inPerson: EditorSessionType = { ...online, id: 2, name: 'Classroom', online: false };

const valid = (overrides: Partial<SessionEditorForm> = {}): SessionEditorForm => ({
  ...emptySessionEditorForm(),
  sessionTypeId: 1,
  date: '2026-03-10',
  time: '16:00',
  duration: 60,
  ...overrides,
});

const errorsOf = (form: SessionEditorForm, type = online, hasSelection = false) =>
  sessionEditorFormErrors(form, { sessionType: type, hasSelection });

describe('session editor form rules (spec §5)', () => {
  it('starts with tutors required 1 and repeat 1 week', () => {
    const form = emptySessionEditorForm();
    expect(form.employeesRequired).toBe(1);
    expect(form.repeatWeeks).toBe(1);
  });

  it('accepts a complete online form', () => {
    expect(errorsOf(valid())).toEqual({});
  });

  it('requires the type', () => {
    expect(
      sessionEditorFormErrors(valid({ sessionTypeId: null }), {
        sessionType: null,
        hasSelection: false,
      }).sessionTypeId,
    ).toEqual(["can't be blank"]);
  });

  it('requires date and time unless rows are selected', () => {
    const blank = valid({ date: '', time: '' });
    expect(errorsOf(blank)).toMatchObject({ date: ["can't be blank"], time: ["can't be blank"] });
    expect(errorsOf(blank, online, true)).toEqual({});
  });

  it("keeps the duration between the type's minimum and 600", () => {
    expect(errorsOf(valid({ duration: null })).duration).toEqual(["can't be blank"]);
    expect(errorsOf(valid({ duration: 25 })).duration).toEqual(['must be at least 30 minutes']);
    expect(errorsOf(valid({ duration: 30 })).duration).toBeUndefined();
    expect(errorsOf(valid({ duration: 600 })).duration).toBeUndefined();
    expect(errorsOf(valid({ duration: 601 })).duration).toEqual(['must be at most 600 minutes']);
  });

  it('keeps tutors required between 0 and 20', () => {
    expect(errorsOf(valid({ employeesRequired: 0 }))).toEqual({});
    expect(errorsOf(valid({ employeesRequired: 21 })).employeesRequired).toEqual([
      'must be between 0 and 20',
    ]);
    expect(errorsOf(valid({ employeesRequired: -1 })).employeesRequired).toBeDefined();
  });

  it('keeps repeat weeks between 1 and 52', () => {
    expect(errorsOf(valid({ repeatWeeks: 52 }))).toEqual({});
    expect(errorsOf(valid({ repeatWeeks: 0 })).repeatWeeks).toEqual(['must be between 1 and 52']);
    expect(errorsOf(valid({ repeatWeeks: 53 })).repeatWeeks).toEqual(['must be between 1 and 52']);
  });

  it('requires a place for a type that is not online, and bounds the room', () => {
    expect(errorsOf(valid(), inPerson).place).toEqual(["can't be blank"]);
    expect(errorsOf(valid({ place: '1 Main St' }), inPerson)).toEqual({});
    expect(errorsOf(valid({ place: '1 Main St', room: 'x'.repeat(51) }), inPerson).room).toEqual([
      'is too long (maximum is 50 characters)',
    ]);
  });

  it('limits the row name to 20 characters', () => {
    expect(errorsOf(valid({ name: 'x'.repeat(20) }))).toEqual({});
    expect(errorsOf(valid({ name: 'x'.repeat(21) })).name).toEqual([
      'is too long (maximum is 20 characters)',
    ]);
  });

  it('uses 15 minutes as the minimum when no type is known', () => {
    const errors = sessionRowFieldErrors(
      { duration: 10, employeesRequired: 1, place: null, room: null, name: null },
      null,
    );
    expect(errors.duration).toEqual(['must be at least 15 minutes']);
  });
});
