import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDateIn,
  DATE_BEFORE_TODAY_MESSAGE,
  DATE_FORMAT_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  formatUsDate,
  parseIsoDate,
  parseUsDate,
  startOfDayIn,
  validateNotBeforeToday,
  validateUsDate,
  weekdayFromMonday,
} from './date-rules.ts';

const LOS_ANGELES = 'America/Los_Angeles';

describe('parseUsDate', () => {
  it('reads MM/DD/YYYY', () => {
    expect(parseUsDate('03/09/2026')).toBe('2026-03-09');
  });

  it('reads single-digit month and day', () => {
    expect(parseUsDate('3/9/2026')).toBe('2026-03-09');
  });

  it('reads 29 February of a leap year', () => {
    expect(parseUsDate('02/29/2028')).toBe('2028-02-29');
  });

  it.each(['02/29/2026', '02/30/2028', '13/01/2026', '00/10/2026', '04/31/2026', '01/00/2026'])(
    'rejects the impossible date %j',
    (text) => {
      expect(parseUsDate(text)).toBeNull();
    },
  );

  it.each(['2026-03-09', '03-09-2026', '03/09/26', '03/09/2026 10:00', 'tomorrow', ''])(
    'rejects %j, which is not MM/DD/YYYY',
    (text) => {
      expect(parseUsDate(text)).toBeNull();
    },
  );
});

describe('parseIsoDate and formatUsDate', () => {
  it('reads a real ISO date', () => {
    expect(parseIsoDate('2026-12-31')).toBe('2026-12-31');
    expect(parseIsoDate('2026-02-30')).toBeNull();
  });

  it('formats an ISO date as MM/DD/YYYY', () => {
    expect(formatUsDate('2026-03-09')).toBe('03/09/2026');
  });

  it('formats nothing for an invalid or missing date', () => {
    expect(formatUsDate('2026-13-01')).toBe('');
    expect(formatUsDate(null)).toBe('');
  });

  it('round-trips through parseUsDate', () => {
    expect(formatUsDate(parseUsDate('12/31/2026'))).toBe('12/31/2026');
  });
});

describe('calendarDateIn', () => {
  it('reads an instant in UTC', () => {
    expect(calendarDateIn(new Date('2026-03-10T03:00:00Z'), 'UTC')).toBe('2026-03-10');
  });

  it('reads the same instant as the previous day west of UTC', () => {
    expect(calendarDateIn(new Date('2026-03-10T03:00:00Z'), LOS_ANGELES)).toBe('2026-03-09');
  });

  it('reads the same instant as the next day far east of UTC', () => {
    expect(calendarDateIn(new Date('2026-03-09T12:00:00Z'), 'Pacific/Auckland')).toBe('2026-03-10');
  });
});

describe('validateNotBeforeToday', () => {
  const utcNoon = { today: new Date('2026-03-10T12:00:00Z'), timeZone: 'UTC' };

  it('accepts today', () => {
    expect(validateNotBeforeToday('03/10/2026', utcNoon)).toBeNull();
  });

  it('accepts a later date', () => {
    expect(validateNotBeforeToday('03/11/2026', utcNoon)).toBeNull();
  });

  it('rejects yesterday', () => {
    expect(validateNotBeforeToday('03/09/2026', utcNoon)).toBe(DATE_BEFORE_TODAY_MESSAGE);
  });

  it('takes an ISO date', () => {
    expect(validateNotBeforeToday('2026-03-09', utcNoon)).toBe(DATE_BEFORE_TODAY_MESSAGE);
  });

  it('takes an instant and reads it in the zone', () => {
    // 2026-03-10T06:00Z is still 03/09 in Los Angeles, the same day as "today" there.
    const today = { today: new Date('2026-03-10T05:00:00Z'), timeZone: LOS_ANGELES };
    expect(validateNotBeforeToday(new Date('2026-03-10T06:00:00Z'), today)).toBeNull();
  });

  it('leaves an unreadable date to the format check', () => {
    expect(validateNotBeforeToday('soon', utcNoon)).toBeNull();
  });

  describe('west of UTC (America/Los_Angeles)', () => {
    // 03:00 UTC on 03/10 is the evening of 03/09 in Los Angeles.
    const evening = { today: new Date('2026-03-10T03:00:00Z'), timeZone: LOS_ANGELES };

    it('still accepts the local today when UTC has moved on', () => {
      expect(validateNotBeforeToday('03/09/2026', evening)).toBeNull();
    });

    it('would reject the same date read in UTC', () => {
      expect(validateNotBeforeToday('03/09/2026', { ...evening, timeZone: 'UTC' })).toBe(
        DATE_BEFORE_TODAY_MESSAGE,
      );
    });

    it('rejects the local yesterday', () => {
      expect(validateNotBeforeToday('03/08/2026', evening)).toBe(DATE_BEFORE_TODAY_MESSAGE);
    });
  });

  describe('across the spring daylight-saving change (Los Angeles, 03/08/2026)', () => {
    it('is still 03/07 at 23:30 PST, just before the change day', () => {
      const today = { today: new Date('2026-03-08T07:30:00Z'), timeZone: LOS_ANGELES };
      expect(validateNotBeforeToday('03/07/2026', today)).toBeNull();
    });

    it('is 03/08 at 00:30 PST on the change day', () => {
      const today = { today: new Date('2026-03-08T08:30:00Z'), timeZone: LOS_ANGELES };
      expect(validateNotBeforeToday('03/07/2026', today)).toBe(DATE_BEFORE_TODAY_MESSAGE);
      expect(validateNotBeforeToday('03/08/2026', today)).toBeNull();
    });

    it('is 03/09 at 00:30 PDT, seven hours behind UTC after the change', () => {
      const today = { today: new Date('2026-03-09T07:30:00Z'), timeZone: LOS_ANGELES };
      expect(validateNotBeforeToday('03/08/2026', today)).toBe(DATE_BEFORE_TODAY_MESSAGE);
    });
  });

  describe('across the autumn daylight-saving change (Los Angeles, 11/01/2026)', () => {
    it('is 11/01 at 00:30 PDT', () => {
      const today = { today: new Date('2026-11-01T07:30:00Z'), timeZone: LOS_ANGELES };
      expect(validateNotBeforeToday('10/31/2026', today)).toBe(DATE_BEFORE_TODAY_MESSAGE);
    });

    it('is still 11/01 at 23:30 PST, eight hours behind UTC after the change', () => {
      const today = { today: new Date('2026-11-02T07:30:00Z'), timeZone: LOS_ANGELES };
      expect(validateNotBeforeToday('11/01/2026', today)).toBeNull();
    });
  });
});

describe('validateUsDate', () => {
  const notBeforeToday = { today: new Date('2026-03-10T12:00:00Z'), timeZone: 'UTC' };

  it('requires a date by default', () => {
    expect(validateUsDate('')).toBe(DATE_REQUIRED_MESSAGE);
    expect(validateUsDate(null)).toBe(DATE_REQUIRED_MESSAGE);
  });

  it('lets an optional date be empty', () => {
    expect(validateUsDate('  ', { required: false })).toBeNull();
  });

  it('asks for MM/DD/YYYY when the text is not a date', () => {
    expect(validateUsDate('31/12/2026')).toBe(DATE_FORMAT_MESSAGE);
  });

  it('rejects an invalid Date object', () => {
    expect(validateUsDate(new Date('nope'))).toBe(DATE_FORMAT_MESSAGE);
  });

  it('accepts a real date', () => {
    expect(validateUsDate('12/31/2026')).toBeNull();
  });

  it('rejects a past date when asked', () => {
    expect(validateUsDate('03/09/2026', { notBeforeToday })).toBe(DATE_BEFORE_TODAY_MESSAGE);
  });

  it('accepts a past date when not asked', () => {
    expect(validateUsDate('03/09/2026')).toBeNull();
  });
});

describe('startOfDayIn', () => {
  it('is the local midnight in each zone', () => {
    expect(startOfDayIn('2026-11-23', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(startOfDayIn('2026-11-23', 'America/New_York').toISOString()).toBe(
      '2026-11-23T05:00:00.000Z',
    );
    expect(startOfDayIn('2026-07-01', 'America/New_York').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    expect(startOfDayIn('2026-11-23', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-22T18:30:00.000Z',
    );
    expect(startOfDayIn('2026-11-23', 'Pacific/Auckland').toISOString()).toBe(
      '2026-11-22T11:00:00.000Z',
    );
  });

  it('holds on the days of a daylight-saving change', () => {
    // New York springs forward at 02:00 and falls back at 02:00: midnight exists both days.
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });

  it('takes the first existing time when the change skips midnight', () => {
    // Santiago springs forward at 00:00 on 2026-09-06: the day begins at 01:00 (-03:00).
    expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });
});

describe('addCalendarDays and weekdayFromMonday', () => {
  it('crosses months and years', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts Monday as 0 and Sunday as 6', () => {
    expect(weekdayFromMonday('2026-11-23')).toBe(0);
    expect(weekdayFromMonday('2026-11-29')).toBe(6);
  });
});
