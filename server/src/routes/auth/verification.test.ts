import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createFixtureUser, readJson } from '../../auth/testing/user-fixtures.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from '../../test/harness.ts';
import { lastMailTo, linkIn, mailsTo, signedOutAgent, tokenIn } from './testing/account-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('e-mail verification (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    ctx.clock.set(TEST_NOW);
    ctx.mailer.sent.length = 0;
  });

  async function unconfirmedUser(
    email: string,
    extra: { unconfirmedEmail?: string; noPassword?: boolean; language?: string } = {},
  ) {
    const user = await createFixtureUser(ctx.db, { email, roles: ['parent'], isParent: true });
    await ctx.db
      .update(users)
      .set({
        confirmedAt: extra.unconfirmedEmail ? TEST_NOW : null,
        unconfirmedEmail: extra.unconfirmedEmail ?? null,
        ...(extra.noPassword ? { passwordHash: null } : {}),
        ...(extra.language ? { language: extra.language } : {}),
      })
      .where(eq(users.id, user.id));
    return user;
  }

  async function resend(email: string) {
    return (await signedOutAgent(ctx.app)).post('/api/verification.json', { user: { email } });
  }

  async function confirmationToken(email: string): Promise<string> {
    await resend(email);
    return tokenIn(lastMailTo(ctx.mailer.sent, email), 'confirmation_token');
  }

  async function confirm(token: string) {
    return (await signedOutAgent(ctx.app)).get(
      `/api/verification.json?confirmation_token=${encodeURIComponent(token)}`,
    );
  }

  async function row(id: number) {
    const [found] = await ctx.db.select().from(users).where(eq(users.id, id));
    return found!;
  }

  it('resends confirmation instructions linking to /success with the token and language', async () => {
    await unconfirmedUser('vera@example.test', { language: 'es' });
    const res = await resend('VERA@example.test');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      status: 'ok',
      message:
        'If that e-mail has an account waiting for confirmation, instructions have been sent to it.',
    });
    const mail = lastMailTo(ctx.mailer.sent, 'vera@example.test');
    expect(mail.subject).toBe('Confirmation instructions');
    expect(mail.text).toContain('within 3 days');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/success');
    expect(link.searchParams.get('language')).toBe('es');
    expect(link.searchParams.get('confirmation_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers an unknown or already confirmed address the same, mailing nobody', async () => {
    await createFixtureUser(ctx.db, { email: 'done@example.test', roles: ['parent'] });
    const unknown = await resend('ghost@example.test');
    const confirmed = await resend('done@example.test');
    const waiting = await (async () => {
      await unconfirmedUser('waiting@example.test');
      return resend('waiting@example.test');
    })();
    const bodies = [await readJson(unknown), await readJson(confirmed), await readJson(waiting)];
    expect(new Set([unknown.status, confirmed.status, waiting.status])).toEqual(new Set([200]));
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[1]).toEqual(bodies[2]);
    expect(ctx.mailer.sent.map((m) => m.to)).toEqual(['waiting@example.test']);
  });

  it('confirms the address and answers the account, saying it has a password', async () => {
    const user = await unconfirmedUser('conf@example.test');
    const res = await confirm(await confirmationToken('conf@example.test'));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      user: { email: 'conf@example.test', firstName: 'Fixture', language: 'en', hasPassword: true },
    });
    expect((await row(user.id)).confirmedAt).toEqual(TEST_NOW);
  });

  it('moves a pending new e-mail into place when it is confirmed', async () => {
    const user = await unconfirmedUser('old@example.test', {
      unconfirmedEmail: 'new@example.test',
    });
    const token = await confirmationToken('new@example.test');
    expect(lastMailTo(ctx.mailer.sent, 'new@example.test').to).toBe('new@example.test');
    ctx.clock.advance(1000);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect((await readJson(res)).user).toMatchObject({ email: 'new@example.test' });
    expect(await row(user.id)).toMatchObject({
      email: 'new@example.test',
      unconfirmedEmail: null,
      confirmedAt: new Date(TEST_NOW.getTime() + 1000),
    });
  });

  it('hands a setup token to an account without a password, usable at /setup.json', async () => {
    await unconfirmedUser('nopass@example.test', { noPassword: true });
    const res = await confirm(await confirmationToken('nopass@example.test'));
    const { user } = await readJson<{ user: { hasPassword: boolean; resetPasswordToken: string } }>(
      res,
    );
    expect(user.hasPassword).toBe(false);
    expect(user.resetPasswordToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const agent = await signedOutAgent(ctx.app);
    const setup = await agent.put('/api/setup.json', {
      user: {
        resetPasswordToken: user.resetPasswordToken,
        password: 'first password',
        passwordConfirmation: 'first password',
      },
    });
    expect(setup.status).toBe(200);
    await agent.signIn('nopass@example.test', 'first password');
  });

  it('refuses an unknown, reused or 3-day-old token', async () => {
    await unconfirmedUser('tok@example.test');
    expect((await readJson(await confirm('nope'))).errors).toEqual({
      confirmationToken: ['is invalid'],
    });
    const token = await confirmationToken('tok@example.test');
    expect((await confirm(token)).status).toBe(200);
    const reused = await confirm(token);
    expect(reused.status).toBe(422);
    expect((await readJson(reused)).errors).toEqual({ confirmationToken: ['is invalid'] });

    await unconfirmedUser('late@example.test');
    const late = await confirmationToken('late@example.test');
    ctx.clock.advance(3 * DAY);
    expect((await readJson(await confirm(late))).errors).toEqual({
      confirmationToken: ['has expired, please request a new one'],
    });
  });

  it('answers 422 when the token parameter is missing', async () => {
    const res = await (await signedOutAgent(ctx.app)).get('/api/verification.json');
    expect(res.status).toBe(422);
    expect((await readJson(res)).errors).toEqual({ confirmationToken: ["can't be blank"] });
  });

  it('refuses to confirm an address someone else took meanwhile', async () => {
    await unconfirmedUser('first@example.test', { unconfirmedEmail: 'contested@example.test' });
    const token = await confirmationToken('contested@example.test');
    await createFixtureUser(ctx.db, { email: 'Contested@example.test', roles: ['parent'] });
    const res = await confirm(token);
    expect(res.status).toBe(422);
    expect((await readJson(res)).errors).toEqual({ email: ['has already been taken'] });
    expect(mailsTo(ctx.mailer.sent, 'first@example.test')).toEqual([]);
  });
});
