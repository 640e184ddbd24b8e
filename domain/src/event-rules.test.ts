import { describe, expect, it } from 'vitest';
import {
  CUSTOM_EVENT_DURATION,
  DEFAULT_EVENT_DURATION,
  EVENT_CANCELED_MESSAGE,
  EVENT_CANCELED_TITLE,
  EVENT_CANCEL_CONFIRMATION,
  EVENT_DURATION_MAX_MESSAGE,
  EVENT_DURATION_MIN_MESSAGE,
  EVENT_DURATION_OPTIONS,
  EVENT_SAVED_MESSAGE,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  eventDurationChoice,
  eventDurationErrors,
  eventDurationForSelection,
  eventFormErrors,
  eventTypesOffered,
  isCustomEventDuration,
  isEventType,
  isPayableEventType,
  type EventFormValues,
} from './event-rules.ts';

const valid: EventFormValues = {
  departmentId: 1,
  name: 'Prep for Sam',
  details: 'Go over the practice test',
  startsAt: '2026-03-10T15:00:00.000Z',
  duration: 15,
};

describe('event types', () => {
  it('makes prep time, curriculum work, essay grading and self study payable, and no other', () => {
    expect(EVENT_TYPES.filter(isPayableEventType).sort()).toEqual(
      [
        'Event::CurriculumWork',
        'Event::EssayGrading',
        'Event::PrepTime',
        'Event::SelfStudy',
      ].sort(),
    );
    expect(isPayableEventType('Event::ParentCommunication')).toBe(false);
    expect(isPayableEventType('Event::AdminWork')).toBe(false);
    expect(isPayableEventType('Event::FlAdmin')).toBe(false);
  });

  it('labels FL Admin as the spec names it', () => {
    expect(EVENT_TYPE_LABELS['Event::FlAdmin']).toBe('FL Admin');
    expect(EVENT_TYPE_LABELS['Event::EssayGrading']).toBe('Essay Grading');
    expect(EVENT_TYPE_LABELS['Event::CurriculumWork']).toBe('Curriculum Work');
  });

  it('recognises only its own types', () => {
    expect(isEventType('Event::PrepTime')).toBe(true);
    expect(isEventType('Tutoring')).toBe(false);
    expect(isEventType(3)).toBe(false);
  });

  it('offers every employee the four base types and nothing more', () => {
    expect(
      eventTypesOffered({ roles: ['tutor'], essayGrader: false, curriculumWork: false }),
    ).toEqual([
      'Event::PrepTime',
      'Event::SelfStudy',
      'Event::ParentCommunication',
      'Event::AdminWork',
    ]);
  });

  it('adds FL Admin for faculty leaders, Essay Grading for essay graders, Curriculum Work for curriculum work', () => {
    const offered = (roles: string[], essayGrader: boolean, curriculumWork: boolean) =>
      eventTypesOffered({ roles, essayGrader, curriculumWork });
    expect(offered(['tutor', 'faculty_leader'], false, false)).toContain('Event::FlAdmin');
    expect(offered(['tutor', 'FACULTY_LEADER'], false, false)).toContain('Event::FlAdmin');
    expect(offered(['tutor'], false, false)).not.toContain('Event::FlAdmin');
    expect(offered(['tutor'], true, false)).toContain('Event::EssayGrading');
    expect(offered(['tutor'], false, false)).not.toContain('Event::EssayGrading');
    expect(offered(['tutor'], false, true)).toContain('Event::CurriculumWork');
    expect(offered(['tutor'], false, false)).not.toContain('Event::CurriculumWork');
    expect(offered(['faculty_leader'], true, true)).toHaveLength(EVENT_TYPES.length);
  });
});

describe('event durations', () => {
  it('offers 5 to 60 minutes in steps of 5 and defaults to 15', () => {
    expect(EVENT_DURATION_OPTIONS).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
    expect(DEFAULT_EVENT_DURATION).toBe(15);
  });

  it('counts a duration over 60 or not a multiple of 5 as custom', () => {
    expect(isCustomEventDuration(60)).toBe(false);
    expect(isCustomEventDuration(5)).toBe(false);
    expect(isCustomEventDuration(65)).toBe(true);
    expect(isCustomEventDuration(7)).toBe(true);
    expect(isCustomEventDuration(90)).toBe(true);
    expect(eventDurationChoice(45)).toBe(45);
    expect(eventDurationChoice(47)).toBe(CUSTOM_EVENT_DURATION);
  });

  it('refuses less than 5 minutes and more than 6 hours with the spec’s messages', () => {
    expect(eventDurationErrors(4)).toEqual([EVENT_DURATION_MIN_MESSAGE]);
    expect(eventDurationErrors(0)).toEqual(['The duration can not be smaller than 5 minutes']);
    expect(eventDurationErrors(361)).toEqual(['The duration can not be greater than 6 hours']);
    expect(eventDurationErrors(5)).toEqual([]);
    expect(eventDurationErrors(360)).toEqual([]);
    expect(eventDurationErrors(7)).toEqual([]);
    expect(eventDurationErrors(7.5)).toEqual(['must be a whole number of minutes']);
    expect(eventDurationErrors(Number.NaN)).toEqual(['must be a number']);
    expect(EVENT_DURATION_MAX_MESSAGE).toBe('The duration can not be greater than 6 hours');
  });

  it('turns a payable selection of 15 minutes or less, or more than 60, into 60', () => {
    expect(eventDurationForSelection('Event::PrepTime', 15)).toBe(60);
    expect(eventDurationForSelection('Event::PrepTime', 5)).toBe(60);
    expect(eventDurationForSelection('Event::SelfStudy', 90)).toBe(60);
    expect(eventDurationForSelection('Event::EssayGrading', 61)).toBe(60);
    expect(eventDurationForSelection('Event::CurriculumWork', 30)).toBe(30);
    expect(eventDurationForSelection('Event::PrepTime', 60)).toBe(60);
    expect(eventDurationForSelection('Event::PrepTime', 16)).toBe(16);
  });

  it('keeps a selection for other events, within 5 minutes and 6 hours', () => {
    expect(eventDurationForSelection('Event::AdminWork', 15)).toBe(15);
    expect(eventDurationForSelection('Event::ParentCommunication', 90)).toBe(90);
    expect(eventDurationForSelection('Event::AdminWork', 2)).toBe(5);
    expect(eventDurationForSelection('Event::AdminWork', 600)).toBe(360);
  });
});

describe('the event form', () => {
  it('accepts a complete event', () => {
    expect(eventFormErrors(valid)).toEqual({});
  });

  it('requires a department', () => {
    expect(eventFormErrors({ ...valid, departmentId: null })).toEqual({
      departmentId: ["can't be blank"],
    });
  });

  it('requires details unless the item is a session type, and keeps them to 280 characters', () => {
    expect(eventFormErrors({ ...valid, details: '  ' })).toEqual({ details: ["can't be blank"] });
    expect(eventFormErrors({ ...valid, details: null }, { isSessionType: true })).toEqual({});
    expect(eventFormErrors({ ...valid, details: 'x'.repeat(280) })).toEqual({});
    expect(eventFormErrors({ ...valid, details: 'x'.repeat(281) })).toEqual({
      details: ['is too long (maximum is 280 characters)'],
    });
    expect(
      eventFormErrors({ ...valid, details: 'x'.repeat(281) }, { isSessionType: true }),
    ).toEqual({ details: ['is too long (maximum is 280 characters)'] });
  });

  it('requires a name of at most 191 characters', () => {
    expect(eventFormErrors({ ...valid, name: '' })).toEqual({ name: ["can't be blank"] });
    expect(eventFormErrors({ ...valid, name: undefined })).toEqual({ name: ["can't be blank"] });
    expect(eventFormErrors({ ...valid, name: 'n'.repeat(191) })).toEqual({});
    expect(eventFormErrors({ ...valid, name: 'n'.repeat(192) })).toEqual({
      name: ['is too long (maximum is 191 characters)'],
    });
  });

  it('requires a date and a real one', () => {
    expect(eventFormErrors({ ...valid, startsAt: null })).toEqual({ startsAt: ["can't be blank"] });
    expect(eventFormErrors({ ...valid, startsAt: 'soon' })).toEqual({
      startsAt: ['is not a valid time'],
    });
  });

  it('checks the duration with the spec’s messages', () => {
    expect(eventFormErrors({ ...valid, duration: 3 })).toEqual({
      duration: [EVENT_DURATION_MIN_MESSAGE],
    });
    expect(eventFormErrors({ ...valid, duration: 400 })).toEqual({
      duration: [EVENT_DURATION_MAX_MESSAGE],
    });
    expect(eventFormErrors({ ...valid, duration: null })).toEqual({ duration: ["can't be blank"] });
  });

  it('reports every field at once', () => {
    expect(
      Object.keys(
        eventFormErrors({
          departmentId: undefined,
          name: '',
          details: '',
          startsAt: undefined,
          duration: 1,
        }),
      ).sort(),
    ).toEqual(['departmentId', 'details', 'duration', 'name', 'startsAt']);
  });
});

describe('what the event screens say', () => {
  it('uses the spec’s words', () => {
    expect(EVENT_CANCEL_CONFIRMATION).toBe('Are you sure you wish to cancel this event?');
    expect(EVENT_SAVED_MESSAGE).toBe('We have saved the event.');
    expect(EVENT_CANCELED_MESSAGE).toBe('You have successfully canceled your event.');
    expect(EVENT_CANCELED_TITLE).toBe('Event canceled');
  });
});
