import { describe, expect, it } from 'vitest';
import { cappedPercent, isoWeekNumber, progressPercents, statsWeekOf } from './team-progress.ts';

describe('cappedPercent', () => {
  it('is the rounded share of the target', () => {
    expect(cappedPercent(5, 20)).toBe(25);
    expect(cappedPercent(1, 3)).toBe(33);
  });

  it('is capped at 100 when the target is passed', () => {
    expect(cappedPercent(30, 20)).toBe(100);
  });

  it('is 0 without a target, or with nothing done', () => {
    expect(cappedPercent(12, 0)).toBe(0);
    expect(cappedPercent(0, 10)).toBe(0);
    expect(cappedPercent(-2, 10)).toBe(0);
  });
});

describe('progressPercents', () => {
  it('draws each bar at its percent when together they fit', () => {
    expect(
      progressPercents({
        deliveryActual: 5,
        deliveryTarget: 10,
        availabilityActual: 4,
        availabilityTarget: 10,
      }),
    ).toEqual({
      deliveryPercent: 50,
      deliveryBarPercent: 50,
      availabilityPercent: 40,
      availabilityBarPercent: 40,
    });
  });

  it('trims the availability bar so the two never pass 100', () => {
    const percents = progressPercents({
      deliveryActual: 8,
      deliveryTarget: 10,
      availabilityActual: 9,
      availabilityTarget: 10,
    });
    expect(percents.availabilityPercent).toBe(90);
    expect(percents.availabilityBarPercent).toBe(20);
    expect(percents.deliveryBarPercent + percents.availabilityBarPercent).toBe(100);
  });

  it('leaves no room for availability once delivery is met', () => {
    const percents = progressPercents({
      deliveryActual: 25,
      deliveryTarget: 20,
      availabilityActual: 40,
      availabilityTarget: 20,
    });
    expect(percents).toEqual({
      deliveryPercent: 100,
      deliveryBarPercent: 100,
      availabilityPercent: 100,
      availabilityBarPercent: 0,
    });
  });
});

describe('statsWeekOf', () => {
  it("runs from Monday 00:00 to the next Monday in the viewer's zone", () => {
    const week = statsWeekOf(new Date('2026-11-26T15:00:00Z'), 'UTC'); // a Thursday
    expect(week.startsAt.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    const inNewYork = statsWeekOf(new Date('2026-11-26T15:00:00Z'), 'America/New_York');
    expect(inNewYork.startsAt.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    const inTokyo = statsWeekOf(new Date('2026-11-26T15:00:00Z'), 'Asia/Tokyo');
    expect(inTokyo.startsAt.toISOString()).toBe('2026-11-22T15:00:00.000Z');
  });

  it('puts a Sunday in the week that began six days before', () => {
    expect(statsWeekOf(new Date('2026-11-29T23:59:00Z'), 'UTC').startsAt.toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it("reads the day in the viewer's zone: Monday 01:00 UTC is still Sunday in Los Angeles", () => {
    const week = statsWeekOf(new Date('2026-11-30T01:00:00Z'), 'America/Los_Angeles');
    expect(week.startsAt.toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(statsWeekOf(new Date('2026-11-30T01:00:00Z'), 'UTC').startsAt.toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });

  it('starts a Monday at its own midnight', () => {
    expect(statsWeekOf(new Date('2026-11-23T00:00:00Z'), 'UTC').startsAt.toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('is an hour shorter across the spring change and an hour longer across the fall one', () => {
    const spring = statsWeekOf(new Date('2026-03-10T12:00:00Z'), 'America/New_York');
    expect(spring.startsAt.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    const springWeek = statsWeekOf(new Date('2026-03-04T12:00:00Z'), 'America/New_York');
    expect((springWeek.endsAt.getTime() - springWeek.startsAt.getTime()) / 3_600_000).toBe(167);
    const fallWeek = statsWeekOf(new Date('2026-10-21T12:00:00Z'), 'Europe/Paris');
    expect((fallWeek.endsAt.getTime() - fallWeek.startsAt.getTime()) / 3_600_000).toBe(169);
  });
});

describe('isoWeekNumber', () => {
  it('numbers weeks from the one holding 4 January, Monday first', () => {
    expect(isoWeekNumber('2026-03-09')).toBe(11);
    expect(isoWeekNumber('2026-01-01')).toBe(1);
    expect(isoWeekNumber('2027-01-01')).toBe(53);
    expect(isoWeekNumber('2024-12-30')).toBe(1);
    expect(isoWeekNumber('2026-12-28')).toBe(53);
  });
});
