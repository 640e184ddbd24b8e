import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examOf, type EssayGrader, type Transcript } from '@tp/domain';
import { authSessions, examTranscripts, notices, tutors } from '../../db/schema/index.ts';
import { auditEventsOn } from '../../resources/audit-events.testing.ts';
import { TestAgent } from '../../test/agent.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

async function tokenOf(agent: TestAgent): Promise<string> {
  const res = await agent.get('/api/session.json');
  const { user } = (await res.json()) as { user: { examsApiToken: string } };
  return user.examsApiToken;
}

/** A caller with no cookie at all: only the exams token, in the header, and no CSRF header. */
function withToken(ctx: ResourceTestContext, token: string) {
  const agent = new TestAgent(ctx.app);
  const send = (method: string, path: string, body?: unknown) =>
    agent.request(method, path, {
      csrf: false,
      headers: { Authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body }),
    });
  return send;
}

describe.each(BACKENDS)('the exams service (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent;
  let tia: TestAgent;
  let tom: TestAgent;
  let sam: TestAgent;
  let pam: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    [admin, tia, tom, sam, pam] = await ctx.signInAs('admin', 'tia', 'tom', 'sam', 'pam');
  });
  afterAll(() => ctx?.close());

  const exams = () => ctx.world.exams;

  it('lists ACT, SAT and PSAT, standard and extended, with form codes and scored sections', async () => {
    const res = await sam.get('/api/exams.json');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      exams: { subject: string; form_code: string; sections: { min_score: number }[] }[];
    };
    expect(new Set(body.exams.map((e) => e.subject))).toEqual(
      new Set([
        'act',
        'act-extended-time',
        'sat',
        'sat-extended-time',
        'psat',
        'psat-extended-time',
      ]),
    );
    const act = body.exams.find((e) => e.subject === 'act' && e.form_code === 'A10')!;
    expect(act.sections).toHaveLength(4);
  });

  it('answers 401 signed out, and to a bad or unknown exams token', async () => {
    expect((await new TestAgent(ctx.app).get('/api/transcripts.json')).status).toBe(401);
    const forged = withToken(ctx, 'f'.repeat(64));
    expect((await forged('GET', '/api/transcripts.json')).status).toBe(401);
    const garbled = await new TestAgent(ctx.app).request('GET', '/api/exams.json', {
      headers: { Authorization: 'Basic abc' },
    });
    expect(garbled.status).toBe(401);
  });

  it("hands each sign-in an exams token, kept only as a digest, that reads the user's own", async () => {
    const token = await tokenOf(sam);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const digests = (
      await ctx.db.select({ digest: authSessions.examsTokenDigest }).from(authSessions)
    ).map((row) => row.digest);
    expect(digests.filter(Boolean).length).toBeGreaterThan(0);
    expect(digests).not.toContain(token);
    const send = withToken(ctx, token);
    const res = await send('GET', '/api/transcripts.json');
    expect(res.status).toBe(200);
    const { transcripts } = (await res.json()) as { transcripts: Transcript[] };
    expect(transcripts.map((t) => t.id)).toEqual([exams().samAct.id, exams().samSat.id]);
    expect(transcripts[0]).toMatchObject({
      exam_type: 'ACT',
      form_code: 'A10',
      score: 27,
      min_score: 1,
      max_score: 36,
      essay: { grader: { id: ctx.world.users.tom.tutorId }, score: null },
    });
  });

  it('lets a token write without a CSRF header, and a cookie write needs one', async () => {
    const send = withToken(ctx, await tokenOf(sam));
    const created = await send('POST', '/api/transcripts.json', {
      exam_id: examOf('psat', 'PSAT1')!.id,
      first_name: 'Sam',
      last_name: 'Student',
    });
    expect(created.status).toBe(201);
    const { transcript } = (await created.json()) as { transcript: Transcript };
    expect(transcript).toMatchObject({
      student_id: ctx.world.students.sam,
      status: 'started',
      score: null,
    });
    const noCsrf = await sam.request('DELETE', `/api/transcripts/${transcript.id}.json`, {
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    const deleted = await send('DELETE', `/api/transcripts/${transcript.id}.json`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: `Successfully Deleted exam ${transcript.id}` });
    const events = await auditEventsOn(ctx.db, 'ExamTranscript', transcript.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(events.every((e) => e.actorUserId === ctx.world.users.sam.id)).toBe(true);
  });

  it('ends the token with the sign-in', async () => {
    const agent = await ctx.signIn('sam');
    const token = await tokenOf(agent);
    expect((await withToken(ctx, token)('GET', '/api/exams.json')).status).toBe(200);
    await agent.delete('/api/logout.json');
    expect((await withToken(ctx, token)('GET', '/api/exams.json')).status).toBe(401);
  });

  it("reads a student's transcripts as staff, their tutor and parent; 404 to others", async () => {
    const { sam: samId, pia, sid } = ctx.world.students;
    expect((await admin.get(`/api/transcripts.json?student_id=${pia}`)).status).toBe(200);
    // Tia supervises Sam's session; Pia's sessions are Tom's.
    expect((await tia.get(`/api/transcripts.json?student_id=${samId}`)).status).toBe(200);
    expect((await tia.get(`/api/transcripts.json?student_id=${pia}`)).status).toBe(404);
    expect((await pam.get(`/api/transcripts.json?student_id=${pia}`)).status).toBe(200);
    expect((await pam.get(`/api/transcripts.json?student_id=${samId}`)).status).toBe(404);
    expect((await sam.get(`/api/transcripts.json?student_id=${sid}`)).status).toBe(404);
    expect((await sam.get(`/api/transcripts/${exams().sidSat.id}.json`)).status).toBe(404);
    expect((await admin.get('/api/transcripts.json')).status).toBe(422);
  });

  it('lets the assigned grader read the sitting whose essay they grade, nobody else’s', async () => {
    // Tom does not teach Sam, but grades his ACT essay.
    expect((await tom.get(`/api/transcripts/${exams().samAct.id}.json`)).status).toBe(200);
    expect((await tom.get(`/api/transcripts/${exams().samSat.id}.json`)).status).toBe(404);
  });

  it('refuses scores outside their section’s range with 422, and totals once all are in', async () => {
    const path = `/api/transcripts/${exams().samSat.id}.json`;
    const bad = await sam.put(path, { scores: { math: 900, history: 10 } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      'scores.math': ['must be a score from 200 to 800'],
      'scores.history': ['is not a section of the SAT'],
    });
    const good = await sam.put(path, { scores: { reading_writing: 640 } });
    expect(good.status).toBe(200);
    const { transcript } = (await good.json()) as { transcript: Transcript };
    expect(transcript).toMatchObject({ score: 1250, status: 'scored' });
  });

  it('lets parents only read, and keeps essay scores to the grader and staff (403)', async () => {
    const { piaPsat, samAct } = exams();
    expect((await pam.put(`/api/transcripts/${piaPsat.id}.json`, { taken_on: null })).status).toBe(
      403,
    );
    expect((await pam.delete(`/api/transcripts/${piaPsat.id}.json`)).status).toBe(403);
    expect(
      (await sam.put(`/api/transcripts/${samAct.id}.json`, { essay: { score: 12 } })).status,
    ).toBe(403);
    expect(
      (await tom.put(`/api/transcripts/${samAct.id}.json`, { scores: { math: 30 } })).status,
    ).toBe(403);
    const outOfRange = await tom.put(`/api/transcripts/${samAct.id}.json`, {
      essay: { score: 13 },
    });
    expect(outOfRange.status).toBe(422);
  });

  it('flags graders, assigns an essay, and the grader scores it: the student alone is told', async () => {
    const tomId = ctx.world.users.tom.tutorId!;
    expect((await tia.post(`/api/essay/graders/${tomId}`)).status).toBe(403);
    expect((await admin.get('/api/essay/graders.json')).status).toBe(200);
    const flagged = await admin.post(`/api/essay/graders/${tomId}`);
    expect(flagged.status).toBe(200);
    expect(((await flagged.json()) as { grader: EssayGrader }).grader).toMatchObject({
      essay_grader: true,
      assigned_essays: 1,
    });
    const { graders } = (await (await admin.get('/api/essay/graders.json')).json()) as {
      graders: EssayGrader[];
    };
    expect(graders.map((g) => g.id)).toEqual([tomId]);

    const assigned = await admin.post('/api/essay/graders/assign', {
      transcript_id: exams().sidSat.id,
      grader_id: tomId,
    });
    expect(assigned.status).toBe(200);
    expect(((await assigned.json()) as { message: string }).message).toBe(
      'Assigned essay to Tom Teacher',
    );
    const noEssay = await admin.post('/api/essay/graders/assign', {
      transcript_id: exams().piaPsat.id,
      grader_id: tomId,
    });
    expect(noEssay.status).toBe(422);

    // Tom signs in again to carry the flag.
    const grader = await ctx.signIn('tom');
    const grading = await grader.get('/api/essay/grading');
    expect(grading.status).toBe(200);
    expect(await grading.json()).toMatchObject({
      url: expect.stringMatching(/\/essay-grading\/screen$/),
      assigned_essays: 2,
    });
    expect((await tia.get('/api/essay/grading')).status).toBe(403);
    const mine = (await (await grader.get('/api/transcripts.json?assigned=true')).json()) as {
      transcripts: Transcript[];
    };
    expect(mine.transcripts.map((t) => t.id).sort()).toEqual(
      [exams().samAct.id, exams().sidSat.id].sort(),
    );

    const before = await ctx.db.select().from(notices);
    const graded = await grader.put(`/api/transcripts/${exams().samAct.id}.json`, {
      essay: { score: 9, comments: 'Clear thesis; vary your evidence.' },
    });
    expect(graded.status).toBe(200);
    expect(((await graded.json()) as { transcript: Transcript }).transcript.essay).toMatchObject({
      score: 9,
      comments: 'Clear thesis; vary your evidence.',
      graded_at: expect.any(String),
    });
    const after = await ctx.db.select().from(notices);
    const added = after.filter((n) => !before.some((b) => b.id === n.id));
    expect(added).toEqual([
      expect.objectContaining({ userId: ctx.world.users.sam.id, title: 'Exam Scored' }),
    ]);

    const unflagged = await admin.delete(`/api/essay/graders/${tomId}`);
    expect(unflagged.status).toBe(200);
    const [sid] = await ctx.db
      .select({ grader: examTranscripts.essayGraderId })
      .from(examTranscripts)
      .where(eq(examTranscripts.id, exams().sidSat.id));
    expect(sid!.grader).toBeNull();
    const [tomRow] = await ctx.db.select().from(tutors).where(eq(tutors.id, tomId));
    expect(tomRow!.essayGrader).toBe(false);
    expect((await auditEventsOn(ctx.db, 'Tutor', tomId)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['flagEssayGrader', 'unflagEssayGrader']),
    );
  });

  it('answers 404 for a grader who is not a tutor, and to a tutor asking of another', async () => {
    expect((await admin.get('/api/essay/graders/999999')).status).toBe(404);
    expect((await tia.get(`/api/essay/graders/${ctx.world.users.tom.tutorId}`)).status).toBe(404);
    expect((await tia.get(`/api/essay/graders/${ctx.world.users.tia.tutorId}`)).status).toBe(200);
  });

  it('PUT /students/{id}/exam_scored notifies the student only, for an exam of theirs', async () => {
    const samId = ctx.world.students.sam;
    const body = { transcriptId: exams().samSat.id, formCode: 'PT3', subject: 'sat-extended-time' };
    const before = await ctx.db.select().from(notices);
    const res = await tia.put(`/api/v2/students/${samId}/exam_scored`, body);
    expect(res.status).toBe(200);
    const added = (await ctx.db.select().from(notices)).filter(
      (n) => !before.some((b) => b.id === n.id),
    );
    expect(added).toEqual([
      expect.objectContaining({
        userId: ctx.world.users.sam.id,
        title: 'Exam Scored',
        message: 'Your SAT Extended Time exam PT3 has been scored.',
      }),
    ]);
    const notTheirs = await tia.put(`/api/v2/students/${samId}/exam_scored`, {
      ...body,
      transcriptId: exams().piaPsat.id,
    });
    expect(notTheirs.status).toBe(422);
    expect((await sam.put(`/api/v2/students/${samId}/exam_scored`, body)).status).toBe(403);
  });
});
