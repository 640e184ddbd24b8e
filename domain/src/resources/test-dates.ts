import { z } from 'zod';
import { defineContract } from './contract.ts';
import { calendarDateField } from './employees.ts';
import { integer, recordId, storableText } from './payload-fields.ts';
import { testDatesAccess } from './access/test-dates.ts';

/**
 * A sitting of a test a test-prep subject prepares for (spec §3 Study area testDate: id, title,
 * date): "SAT — March 14". A test-prep study area names the one the student sits.
 */
export const testDateRecord = z.object({
  id: integer,
  subjectId: integer,
  title: z.string(),
  /** The day of the test, "YYYY-MM-DD" (the same day in every zone). */
  date: z.string(),
  lockVersion: integer,
});
export type TestDate = z.infer<typeof testDateRecord>;

export const TEST_DATE_TITLE_MAX = 100;

export const testDateCreate = z.object({
  subjectId: recordId,
  title: storableText.trim().min(1).max(TEST_DATE_TITLE_MAX),
  date: calendarDateField,
});

export const testDatesContract = defineContract({
  name: 'test_dates',
  singular: testDatesAccess.singular,
  summary: 'The dates of the tests a test-prep subject prepares for (SAT, ACT...), per subject.',
  record: testDateRecord,
  create: testDateCreate,
  update: testDateCreate.partial(),
  access: testDatesAccess.access,
});
