import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@tp/domain';
import {
  asksPastReason,
  editEventState,
  eventPayload,
  eventStateErrors,
  formDuration,
  newEventState,
} from './event-form-state.ts';

const ZONE = 'America/Chicago';
const start = new Date('2025-03-06T20:00:00Z'); // 2:00 PM in Chicago (CST)
const slot = (minutes: number) => ({ start, end: new Date(start.getTime() + minutes * 60_000) });

describe('event form state', () => {
  it('opens a slot at its wall time in the viewer’s zone', () => {
    const state = newEventState(slot(45), 'Event::AdminWork', ZONE, 2);
    expect(state).toMatchObject({ date: '2025-03-06', time: '14:00', durationChoice: 45 });
  });

  it('lasts 15 minutes before a type is chosen, 60 for a short payable selection', () => {
    expect(newEventState(slot(30), '', ZONE, null).durationChoice).toBe(15);
    expect(newEventState(slot(10), 'Event::PrepTime', ZONE, null).durationChoice).toBe(60);
    expect(newEventState(slot(90), 'Event::PrepTime', ZONE, null).durationChoice).toBe(60);
  });

  it('counts a duration over 60 or off the fives as custom', () => {
    const event = {
      type: 'Event::AdminWork',
      departmentId: 1,
      name: 'Long',
      details: 'x',
      startsAt: start.toISOString(),
      duration: 90,
    } as CalendarEvent;
    const state = editEventState(event, ZONE);
    expect(state).toMatchObject({ durationChoice: 'custom', customMinutes: '90' });
    expect(formDuration(state)).toBe(90);
    expect(editEventState({ ...event, duration: 17 }, ZONE).durationChoice).toBe('custom');
  });

  it('judges the form by the event rules, and sends the start as an instant', () => {
    const state = newEventState(slot(15), 'Event::AdminWork', ZONE, 2);
    expect(eventStateErrors(state, ZONE)).toEqual({
      name: ["can't be blank"],
      details: ["can't be blank"],
    });
    const filled = { ...state, name: ' Plan ', details: 'Term' };
    expect(eventStateErrors(filled, ZONE)).toEqual({});
    expect(eventPayload(filled, ZONE)).toEqual({
      type: 'Event::AdminWork',
      departmentId: 2,
      name: 'Plan',
      details: 'Term',
      startsAt: '2025-03-06T20:00:00.000Z',
      duration: 15,
    });
    expect(eventStateErrors({ ...filled, type: '', departmentId: null }, ZONE)).toEqual({
      type: ["can't be blank"],
      departmentId: ["can't be blank"],
    });
  });

  it('asks why paid time starts in the past, and sends the reason only then', () => {
    const filled = {
      ...newEventState(slot(60), 'Event::PrepTime', ZONE, 2),
      name: 'Prep',
      details: 'Unit 3',
    };
    const later = new Date('2025-03-07T00:00:00Z');
    const earlier = new Date('2025-03-06T12:00:00Z');
    expect(asksPastReason(filled, ZONE, later)).toBe(true);
    expect(eventStateErrors(filled, ZONE, { now: later })).toEqual({
      pastReason: ['is required for paid time in the past'],
    });
    const told = { ...filled, pastReason: ' Logged late ' };
    expect(eventStateErrors(told, ZONE, { now: later })).toEqual({});
    expect(eventPayload(told, ZONE, later).pastReason).toBe('Logged late');
    // Paid time ahead, or unpaid time in the past, asks nothing.
    expect(asksPastReason(filled, ZONE, earlier)).toBe(false);
    expect(eventPayload(told, ZONE, earlier)).not.toHaveProperty('pastReason');
    expect(asksPastReason({ ...filled, type: 'Event::AdminWork' }, ZONE, later)).toBe(false);
  });
});
