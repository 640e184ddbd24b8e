import {
  COUPON_CODE_IN_USE_MESSAGE,
  COUPON_MESSAGES,
  COUPON_REFUSALS,
  type CouponRecord,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, enrollments } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import { createFixtureUser } from '../../auth/testing/user-fixtures.ts';
import {
  call,
  FIXTURE_LOGIN_PASSWORD,
  type ListBody,
  type OneBody,
  type ProblemBody,
} from '../../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../../test/harness.ts';
import { createMoneyTestContext, type MoneyTestContext } from '../../test/money-test-context.ts';
import { TEST_CARDS } from '../../payments/test-gateway.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(TEST_NOW.getTime() + days * DAY_MS).toISOString();

describe.each(BACKENDS)('coupons (%s)', (backend) => {
  let ctx: MoneyTestContext;
  let admin: TestAgent;
  let advisor: TestAgent;
  let hr: TestAgent;
  let tia: TestAgent;
  let sam: TestAgent;
  let pam: TestAgent;

  beforeAll(async () => {
    ctx = await createMoneyTestContext(backend, { priced: 'private' });
    // Staff who are neither admins nor advisors (the money world has no HR employee).
    await createFixtureUser(ctx.db, {
      email: 'hr@fixture.test',
      password: FIXTURE_LOGIN_PASSWORD,
      roles: ['hr'],
      employeeTitle: 'Human Resources',
    });
    hr = await ctx.signIn('hr@fixture.test');
    [admin, advisor, tia, sam, pam] = await ctx.signInAs('admin', 'advisor', 'tia', 'sam', 'pam');
  });
  afterAll(() => ctx?.close());

  const spring = {
    code: ' spring15 ',
    unit: 'percentage',
    amount: 15,
    startsAt: daysFromNow(-1),
    expiresAt: daysFromNow(30),
    maxUses: 100,
    maxUsesPerFamily: 1,
  };
  const create = (body: Record<string, unknown>, agent = admin) =>
    call<OneBody<'coupon', CouponRecord> & ProblemBody>(
      agent.post('/api/v2/coupons', { coupon: body }),
    );
  const show = (id: number, agent = admin) =>
    call<OneBody<'coupon', CouponRecord>>(agent.get(`/api/v2/coupons/${id}`));
  const update = (id: number, body: Record<string, unknown>, agent = admin) =>
    call<OneBody<'coupon', CouponRecord> & ProblemBody>(
      agent.put(`/api/v2/coupons/${id}`, { coupon: body }),
    );
  const list = (query = '', agent = admin) =>
    call<ListBody<'coupons', CouponRecord>>(agent.get(`/api/v2/coupons${query}`));
  const payWith = (couponCode: string) =>
    ctx.addHours(pam, ctx.pia.id, { ...ctx.cardOrder(TEST_CARDS.approved), couponCode });

  it('lets an admin create a coupon: the code kept upper-case, the amount as sent, no uses yet', async () => {
    const { status, body } = await create(spring);
    expect(status).toBe(201);
    expect(body.coupon).toMatchObject({
      code: 'SPRING15',
      unit: 'percentage',
      amount: 15,
      active: true,
      startsAt: spring.startsAt,
      expiresAt: spring.expiresAt,
      maxUses: 100,
      maxUsesPerFamily: 1,
      usesCount: 0,
      status: 'active',
      lockVersion: 0,
    });
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.id, body.coupon.id));
    expect(row).toMatchObject({ code: 'SPRING15', amount: 15 });
  });

  it('keeps dollars to the cent: the API speaks dollars, the table cents', async () => {
    const { body } = await create({ code: 'TENFIFTY', unit: 'dollars', amount: 10.5 });
    expect(body.coupon).toMatchObject({ amount: 10.5, status: 'active', startsAt: null });
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.id, body.coupon.id));
    expect(row?.amount).toBe(1050);
    const percent = await update(body.coupon.id, { unit: 'percentage', amount: 20 });
    expect(percent.body.coupon).toMatchObject({ unit: 'percentage', amount: 20, lockVersion: 1 });
  });

  it('counts the payments made with the coupon, and enforces its per-family limit', async () => {
    const { body } = await create(spring);
    const first = await payWith('Spring15');
    expect(first.status).toBe(200);
    expect(first.body.totalCents).toBe(27625);
    expect((await show(body.coupon.id)).body.coupon.usesCount).toBe(1);
    // Pam's family has used its one share.
    const second = await payWith('SPRING15');
    expect(second.status).toBe(422);
    expect(second.body.errors?.couponCode).toEqual([COUPON_REFUSALS.usedByFamily]);
    // Used up in all once the limit is the uses.
    const limited = await update(body.coupon.id, { maxUses: 1, maxUsesPerFamily: null });
    expect(limited.body.coupon).toMatchObject({ usesCount: 1, status: 'used_up' });
  });

  it('reads an expired, a future and a switched-off coupon as such, and the charge refuses them', async () => {
    const expired = await create({
      ...spring,
      code: 'GONE',
      startsAt: null,
      expiresAt: daysFromNow(-1),
    });
    const future = await create({ ...spring, code: 'LATER', startsAt: daysFromNow(2) });
    const off = await create({ ...spring, code: 'OFF', active: false });
    expect(expired.body.coupon.status).toBe('expired');
    expect(future.body.coupon.status).toBe('scheduled');
    expect(off.body.coupon.status).toBe('inactive');
    expect((await payWith('GONE')).body.errors?.couponCode).toEqual([COUPON_REFUSALS.expired]);
    expect((await payWith('LATER')).body.errors?.couponCode).toEqual([COUPON_REFUSALS.notYet]);
    expect((await payWith('OFF')).body.errors?.couponCode).toEqual([COUPON_REFUSALS.inactive]);
  });

  it('lists coupons by code, searched by code and filtered by active and expired', async () => {
    await create({ ...spring, code: 'ZETA', startsAt: null, expiresAt: daysFromNow(-3) });
    await create({ ...spring, code: 'ALPHA', active: false });
    await create({ ...spring, code: 'ZETA2' });
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.coupons.map((c) => c.code)).toEqual(['ALPHA', 'FIXTURE5', 'ZETA', 'ZETA2']);
    expect((await list('?query=zet')).body.coupons.map((c) => c.code)).toEqual(['ZETA', 'ZETA2']);
    expect((await list('?active=false')).body.coupons.map((c) => c.code)).toEqual(['ALPHA']);
    expect((await list('?expired=true')).body.coupons.map((c) => c.code)).toEqual(['ZETA']);
    expect((await list('?expired=false&active=true')).body.coupons.map((c) => c.code)).toEqual([
      'FIXTURE5',
      'ZETA2',
    ]);
    const byUses = await list('?orderBy=uses_count&orderSort=desc');
    expect(byUses.status).toBe(200);
  });

  it('answers the rules’ messages on the fields (422), before writing anything', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...spring, amount: 150 }, { amount: [COUPON_MESSAGES.percentage] }],
      [{ ...spring, amount: 12.5 }, { amount: [COUPON_MESSAGES.percentage] }],
      [{ ...spring, unit: 'dollars', amount: 10.255 }, { amount: [COUPON_MESSAGES.cents] }],
      [{ ...spring, amount: 0 }, { amount: [COUPON_MESSAGES.positive] }],
      [{ ...spring, unit: 'dollars', amount: 20000 }, { amount: [COUPON_MESSAGES.dollarsMax] }],
      [
        { ...spring, startsAt: daysFromNow(5), expiresAt: daysFromNow(5) },
        { expiresAt: [COUPON_MESSAGES.expiresBeforeStart] },
      ],
      [{ ...spring, maxUses: 0 }, { maxUses: ['must be at least 1'] }],
      [
        { ...spring, maxUses: 2, maxUsesPerFamily: 3 },
        { maxUsesPerFamily: [COUPON_MESSAGES.perFamilyOverTotal] },
      ],
      [{ ...spring, code: 'TWO WORDS' }, { code: [COUPON_MESSAGES.codeFormat] }],
      [{ ...spring, code: '   ' }, { code: ["can't be blank"] }],
      [{ ...spring, usesCount: 3 }, { usesCount: ['is read-only'] }],
      [{ ...spring, discount: 3 }, { discount: ['is not a field that can be written'] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
    expect((await list()).body.coupons.map((c) => c.code)).toEqual(['FIXTURE5']);
  });

  it('checks an update against the coupon as it would be (a unit change keeps the amount)', async () => {
    const { body } = await create({ code: 'BIG', unit: 'dollars', amount: 250 });
    const answer = await update(body.coupon.id, { unit: 'percentage' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ amount: [COUPON_MESSAGES.percentage] });
    const window = await update(body.coupon.id, {
      startsAt: daysFromNow(3),
      expiresAt: daysFromNow(1),
    });
    expect(window.body.errors).toEqual({ expiresAt: [COUPON_MESSAGES.expiresBeforeStart] });
  });

  it('refuses a duplicate code whatever its case (409)', async () => {
    await create(spring);
    const again = await create({ ...spring, code: 'Spring15' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('code has already been taken.');
  });

  it('refuses to overwrite a change made since the form read the coupon (409)', async () => {
    const { body } = await create(spring);
    await update(body.coupon.id, { amount: 20 });
    const stale = await update(body.coupon.id, { amount: 25, lockVersion: 0 });
    expect(stale.status).toBe(409);
    expect((await show(body.coupon.id)).body.coupon.amount).toBe(20);
  });

  it('refuses to delete a coupon a payment used (409: deactivate it instead), and keeps its code', async () => {
    const { body } = await create(spring);
    expect((await payWith('SPRING15')).status).toBe(200);
    const refused = await call<ProblemBody>(admin.delete(`/api/v2/coupons/${body.coupon.id}`));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This coupon can’t be deleted: 1 payment used it. Deactivate it instead.',
    );
    const renamed = await update(body.coupon.id, { code: 'SPRING20' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ code: [COUPON_CODE_IN_USE_MESSAGE] });
    const off = await update(body.coupon.id, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.coupon).toMatchObject({ code: 'SPRING15', status: 'inactive', usesCount: 1 });
  });

  it('refuses to delete a coupon applied to an enrollment, and deletes an unused one', async () => {
    const applied = await create(spring);
    await ctx.db
      .update(enrollments)
      .set({ couponCode: 'SPRING15' })
      .where(eq(enrollments.id, ctx.pia.id));
    const refused = await call<ProblemBody>(
      admin.delete(`/api/v2/coupons/${applied.body.coupon.id}`),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This coupon can’t be deleted: it is applied to 1 enrollment. Deactivate it instead.',
    );
    const unused = await create({ ...spring, code: 'UNUSED' });
    const renamed = await update(unused.body.coupon.id, { code: 'unused2' });
    expect(renamed.body.coupon.code).toBe('UNUSED2');
    expect((await admin.delete(`/api/v2/coupons/${unused.body.coupon.id}`)).status).toBe(204);
    expect((await show(unused.body.coupon.id)).status).toBe(404);
  });

  it(
    'never leaves an enrollment naming a coupon deleted at the moment it was applied',
    { meta: { racing: true } },
    async () => {
      for (const code of ['RACE1', 'RACE2', 'RACE3', 'RACE4']) {
        const { body } = await create({ ...spring, code });
        const [applied, deleted] = await Promise.all([
          call<ProblemBody>(
            advisor.put(`/api/v2/enrollments/${ctx.pia.id}/apply_coupon`, {
              enrollment: { couponCode: code },
            }),
          ),
          call<ProblemBody>(admin.delete(`/api/v2/coupons/${body.coupon.id}`)),
        ]);
        const [enrollment] = await ctx.db
          .select({ couponCode: enrollments.couponCode })
          .from(enrollments)
          .where(eq(enrollments.id, ctx.pia.id));
        const stored = await ctx.db.select().from(coupons).where(eq(coupons.code, code));
        // One of the two went first: the apply (the delete then refused) or the delete (the
        // apply then finds no coupon). Never both.
        if (enrollment!.couponCode === code) {
          expect([applied.status, deleted.status]).toEqual([200, 409]);
          expect(stored).toHaveLength(1);
        } else {
          expect([applied.status, deleted.status]).toEqual([422, 204]);
          expect(stored).toHaveLength(0);
        }
      }
    },
  );

  it('shows coupons to no advisor, other staff, tutor, student or parent (403 for the list, 404 for one)', async () => {
    const { body } = await create(spring);
    for (const agent of [advisor, hr, tia, sam, pam]) {
      expect((await list('', agent)).status).toBe(403);
      expect((await show(body.coupon.id, agent)).status).toBe(404);
      expect((await create({ ...spring, code: 'MINE' }, agent)).status).toBe(403);
      expect((await update(body.coupon.id, { amount: 90 }, agent)).status).toBe(404);
      expect((await agent.delete(`/api/v2/coupons/${body.coupon.id}`)).status).toBe(404);
    }
    expect((await show(body.coupon.id)).body.coupon.amount).toBe(15);
  });

  it('answers 401 when signed out', async () => {
    const stranger = new TestAgent(ctx.app);
    await stranger.get('/api/session.json');
    expect((await stranger.get('/api/v2/coupons')).status).toBe(401);
    expect((await stranger.post('/api/v2/coupons', { coupon: spring })).status).toBe(401);
  });
});
