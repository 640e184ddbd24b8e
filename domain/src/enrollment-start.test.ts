import { describe, expect, it } from 'vitest';
import { enrollmentStartErrors } from './enrollment-start.ts';

const course = { startsAt: '2026-03-02', endsAt: '2026-05-29' };

describe('an enrollment starts within its course', () => {
  it('takes the course’s first and last days and any day between', () => {
    expect(enrollmentStartErrors('2026-03-02', course)).toEqual({});
    expect(enrollmentStartErrors('2026-04-15', course)).toEqual({});
    expect(enrollmentStartErrors('2026-05-29', course)).toEqual({});
  });

  it('refuses a day before or after, naming the course’s dates', () => {
    const message = "must be within the course's dates (03/02/2026 to 05/29/2026)";
    expect(enrollmentStartErrors('2026-03-01', course)).toEqual({ startsAt: [message] });
    expect(enrollmentStartErrors('2026-05-30', course)).toEqual({ startsAt: [message] });
  });

  it('is bounded only by the dates a course has', () => {
    expect(enrollmentStartErrors('2020-01-01', { startsAt: null, endsAt: '2026-05-29' })).toEqual(
      {},
    );
    expect(enrollmentStartErrors('2030-01-01', { startsAt: '2026-03-02', endsAt: null })).toEqual(
      {},
    );
  });
});
