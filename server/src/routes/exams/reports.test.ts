import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_DATE_AFTER_TODAY_MESSAGE,
  REPORT_EMAIL_NOT_OWN_MESSAGE,
  REPORT_END_BEFORE_START_MESSAGE,
  REPORT_NOT_CHOSEN_MESSAGE,
  REPORT_STUDENT_COUNT_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  type ReportsAnswer,
  type ScoreSummary,
  type SectionAnalysis,
} from '@tp/domain';
import { enrollments, scoreReportRequests, students } from '../../db/schema/index.ts';
import { emlFileMailer } from '../../mail/eml-file-mailer.ts';
import { jobWaker } from '../../payments/job-waker.ts';
import { sendQueuedScoreReports } from '../../services/score-report-jobs.ts';
import { TestAgent } from '../../test/agent.ts';
import { BACKENDS, TEST_NOW } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

const RANGE = 'start_date=2026-01-01&end_date=2026-03-10';

describe.each(BACKENDS)('exam score reports (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent;
  let tia: TestAgent;
  let sam: TestAgent;
  let pam: TestAgent;
  let c1: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    [admin, tia, sam, pam] = await ctx.signInAs('admin', 'tia', 'sam', 'pam');
    c1 = ctx.world.courses.c1.id;
  });
  afterAll(() => ctx?.close());

  it('offers the reports and counts the scored exams of the course’s students in the range', async () => {
    const res = await admin.get(`/api/reports?handles=${c1}&${RANGE}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ReportsAnswer;
    expect(body.available_reports.map((r) => r.key)).toEqual([
      'score_summary',
      'section_analysis',
      'roster_scores',
    ]);
    // Sam's ACT A10 is scored, his SAT PT3 only started; Sid's enrollment is canceled, so his
    // scored SAT PT1 is not the course's.
    expect(body.scored_exams).toEqual([
      { exam_type: 'ACT', subject: 'act', form_code: 'A10', scored: 1 },
    ]);
    expect(body.student_count).toBe(1);
    // A course without dates: 15 days before today, to today (spec §5).
    expect(body.default_range).toEqual({ start_date: '2026-02-23', end_date: '2026-03-10' });
  });

  it('filters by exam type, and defaults to the course’s range without dates', async () => {
    const act = (await (
      await admin.get(`/api/reports?handles=${c1}&${RANGE}&exam_type=ACT`)
    ).json()) as ReportsAnswer;
    expect(act.scored_exams.map((e) => e.form_code)).toEqual(['A10']);
    const defaults = (await (
      await admin.get(`/api/reports?handles=${c1}`)
    ).json()) as ReportsAnswer;
    expect(defaults.scored_exams).toEqual([]);
  });

  it('shows a tutor only the course’s students they teach', async () => {
    const res = await tia.get(`/api/reports/summaries?handles=${c1}&${RANGE}`);
    expect(res.status).toBe(200);
    const { summaries } = (await res.json()) as { summaries: ScoreSummary[] };
    expect(summaries.map((s) => s.student_id)).toEqual([ctx.world.students.sam]);
    // Tom tutors Sid's sessions in the course, not Sam: Sam's scores are not his to see.
    const tom = await ctx.signIn('tom');
    const his = await tom.get(`/api/reports/summaries?handles=${c1}&${RANGE}`);
    expect(his.status).toBe(200);
    expect(await his.json()).toEqual({ summaries: [] });
  });

  it('answers the summaries and the section analysis as tables', async () => {
    const { summaries } = (await (
      await admin.get(`/api/reports/summaries?handles=${c1}&${RANGE}`)
    ).json()) as { summaries: ScoreSummary[] };
    expect(summaries.find((s) => s.exam_type === 'ACT')).toMatchObject({
      student_id: ctx.world.students.sam,
      sittings: 1,
      best_score: 27,
      latest_score: 27,
      latest_form_code: 'A10',
    });
    const { analysis } = (await (
      await admin.get(`/api/reports/analysis?handles=${c1}&${RANGE}`)
    ).json()) as { analysis: SectionAnalysis[] };
    expect(analysis.find((a) => a.exam_type === 'ACT' && a.section_key === 'math')).toEqual({
      exam_type: 'ACT',
      section_key: 'math',
      section_name: 'Math',
      count: 1,
      average: 26,
      min: 26,
      max: 26,
    });
  });

  it('answers 401 without a sign-in or with a bad exams token', async () => {
    expect((await new TestAgent(ctx.app).get(`/api/reports?handles=${c1}`)).status).toBe(401);
    const forged = await new TestAgent(ctx.app).request('GET', `/api/reports?handles=${c1}`, {
      csrf: false,
      headers: { Authorization: `Bearer ${'f'.repeat(64)}` },
    });
    expect(forged.status).toBe(401);
  });

  it('refuses students and parents (403), and a course the caller may not read (404)', async () => {
    expect((await sam.get(`/api/reports?handles=${c1}`)).status).toBe(403);
    expect((await pam.get(`/api/reports/analysis?handles=${c1}`)).status).toBe(403);
    expect((await sam.post('/api/reports', { handles: String(c1) })).status).toBe(403);
    expect((await admin.get('/api/reports?handles=999999')).status).toBe(404);
    // Tia tutors nobody in Algebra Boost.
    expect((await tia.get(`/api/reports?handles=${ctx.world.courses.c2.id}`)).status).toBe(404);
  });

  it('refuses a course without students (spec: 1 to 399) with 422', async () => {
    const res = await admin.get(`/api/reports?handles=${ctx.world.courses.c3.id}`);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { handles: [REPORT_STUDENT_COUNT_MESSAGE] } });
  });

  it('refuses a course of 400 students with 422, and takes one of 399', async () => {
    const courseId = ctx.world.courses.c3.id;
    const many = await ctx.db
      .insert(students)
      .values(Array.from({ length: 400 }, (_, i) => ({ firstName: 'Many', lastName: `No${i}` })))
      .returning({ id: students.id });
    await ctx.db
      .insert(enrollments)
      .values(many.slice(0, 399).map((student) => ({ courseId, studentId: student.id })));
    expect((await admin.get(`/api/reports?handles=${courseId}`)).status).toBe(200);
    await ctx.db.insert(enrollments).values({ courseId, studentId: many[399]!.id });
    const res = await admin.get(`/api/reports/summaries?handles=${courseId}`);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { handles: [REPORT_STUDENT_COUNT_MESSAGE] } });
  });

  it('refuses a report without dates or a choice, after today, or ending before it starts', async () => {
    const none = await admin.post('/api/reports', { handles: String(c1) });
    expect(none.status).toBe(422);
    expect(((await none.json()) as { errors: object }).errors).toEqual({
      start_date: [DATE_REQUIRED_MESSAGE],
      end_date: [DATE_REQUIRED_MESSAGE],
      report: [REPORT_NOT_CHOSEN_MESSAGE],
    });
    const late = await admin.post('/api/reports', {
      handles: String(c1),
      start_date: '2026-03-11',
      end_date: '2026-03-01',
      report: 'score_summary',
    });
    expect(((await late.json()) as { errors: object }).errors).toEqual({
      start_date: [REPORT_DATE_AFTER_TODAY_MESSAGE],
    });
    const backwards = await admin.post('/api/reports', {
      handles: String(c1),
      start_date: '2026-03-02',
      end_date: '2026-03-01',
      report: 'score_summary',
    });
    expect(((await backwards.json()) as { errors: object }).errors).toEqual({
      end_date: [REPORT_END_BEFORE_START_MESSAGE],
    });
    // The report goes to the caller's own address, never one typed in.
    const elsewhere = await admin.post('/api/reports', {
      handles: String(c1),
      start_date: '2026-01-01',
      end_date: '2026-03-01',
      report: 'score_summary',
      email: 'someone@elsewhere.test',
    });
    expect(elsewhere.status).toBe(422);
    expect(((await elsewhere.json()) as { errors: object }).errors).toEqual({
      email: [REPORT_EMAIL_NOT_OWN_MESSAGE],
    });
    const own = await admin.post('/api/reports', {
      handles: String(c1),
      start_date: '2026-01-01',
      end_date: '2026-03-01',
      report: 'score_summary',
      email: 'ADMIN@fixture.test',
    });
    expect(own.status).toBe(200);
  });

  it('wakes the job runner once a report is queued, not for a refused one', async () => {
    let wakes = 0;
    ctx.deps.jobs = jobWaker();
    ctx.deps.jobs.onWake(() => (wakes += 1));
    try {
      const body = { handles: String(c1), start_date: '2026-01-01', end_date: '2026-03-01' };
      expect((await admin.post('/api/reports', body)).status).toBe(422);
      expect((await sam.post('/api/reports', { ...body, report: 'score_summary' })).status).toBe(
        403,
      );
      expect(wakes).toBe(0);
      expect((await admin.post('/api/reports', { ...body, report: 'score_summary' })).status).toBe(
        200,
      );
      expect(wakes).toBe(1);
    } finally {
      delete ctx.deps.jobs;
    }
  });

  it('queues the report, and the job mails it once as an .eml with a CSV and a PDF', async () => {
    const res = await admin.post('/api/reports', {
      handles: String(c1),
      start_date: '2026-01-01',
      end_date: '2026-03-10',
      report: 'score_summary',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'The report will be emailed to you within 5-10 minutes at: admin@fixture.test',
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'score-report-'));
    try {
      const mailer = emlFileMailer({ dir, from: 'reports@fixture.test', log: () => {} });
      expect(await sendQueuedScoreReports(ctx.db, { now: TEST_NOW, mailer })).toBe(1);
      // A second pass (or a second process) finds nothing left to send.
      expect(await sendQueuedScoreReports(ctx.db, { now: TEST_NOW, mailer })).toBe(0);
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: admin@fixture\.test/m);
      expect(eml).toMatch(/filename=score-summary-2026-01-01-2026-03-10\.csv/);
      expect(eml).toMatch(/filename=score-summary-2026-01-01-2026-03-10\.pdf/);
      const pdfPart = eml.split(/Content-Type: application\/pdf/)[1]!;
      const base64 = pdfPart
        .split(/\r\n\r\n/)[1]!
        .split(/\r\n--/)[0]!
        .replace(/\s/g, '');
      expect(Buffer.from(base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const [row] = await ctx.db.select().from(scoreReportRequests);
      expect(row).toMatchObject({ status: 'sent', email: 'admin@fixture.test' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
