import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SIGN_IN_FAILURES, socialSignInMessage } from '@tp/domain';
import { auditEvents, users } from '../../db/schema/index.ts';
import { createFixtureUser, readJson } from '../../auth/testing/user-fixtures.ts';
import {
  startFakeFacebook,
  startLocalOidcProvider,
} from '../../auth/testing/local-identity-providers.ts';
import { BACKENDS, createTestContext, type TestContext } from '../../test/harness.ts';
import type { TestAgent } from '../../test/agent.ts';
import { signedOutAgent } from './testing/account-helpers.ts';

const PUBLIC_URL = 'http://localhost:3999';
const CLIENT = { clientId: 'tutoring-platform', clientSecret: 'local-secret' };

/** The sign-in page's address with the message it shows. */
const signInPageSaying = (message: string) =>
  `/login/en?${new URLSearchParams({ message }).toString()}`;

/** What our app answers at the provider's callback address (path and query), in this browser. */
async function arriveAt(agent: TestAgent, callback: URL) {
  expect(callback.origin).toBe(PUBLIC_URL);
  return agent.get(`${callback.pathname}${callback.search}`);
}

async function signedInEmail(agent: TestAgent): Promise<string | null> {
  const body = (await readJson(await agent.get('/api/session.json'))) as {
    user: { email: string } | null;
  };
  return body.user?.email ?? null;
}

describe.each(BACKENDS)('sign-in with Facebook or OpenID Connect (%s)', (backend) => {
  let ctx: TestContext;
  let oidc: Awaited<ReturnType<typeof startLocalOidcProvider>>;
  let facebook: Awaited<ReturnType<typeof startFakeFacebook>>;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    oidc = await startLocalOidcProvider({
      ...CLIENT,
      redirectUri: `${PUBLIC_URL}/api/auth/oidc/callback`,
    });
    facebook = await startFakeFacebook();
    await createFixtureUser(ctx.db, {
      email: 'Tia.Tutor@example.test',
      roles: ['tutor'],
      firstName: 'Tia',
      employeeTitle: 'Tutor',
    });
    await createFixtureUser(ctx.db, {
      email: 'frozen@example.test',
      roles: ['tutor'],
      firstName: 'Fred',
      employeeTitle: 'Tutor',
    });
    oidc.accounts.set('tia', { email: 'tia.tutor@EXAMPLE.test', emailVerified: true });
    oidc.accounts.set('unverified', { email: 'tia.tutor@example.test', emailVerified: false });
    oidc.accounts.set('stranger', { email: 'nobody@example.test', emailVerified: true });
    oidc.accounts.set('fred', { email: 'frozen@example.test', emailVerified: true });
    facebook.people.set('fb-tia', { email: 'tia.tutor@example.test' });
    facebook.people.set('fb-private', {});
  });
  afterAll(async () => {
    await oidc?.close();
    await facebook?.close();
    await ctx?.close();
  });

  /** The deployment's settings for this test: both providers on, or none. */
  function configure(on: boolean) {
    ctx.deps.config.publicUrl = PUBLIC_URL;
    ctx.deps.config.socialSignIn = on
      ? {
          oidc: { issuer: oidc.issuer, ...CLIENT, name: 'Campus ID' },
          facebook: {
            clientId: 'fb-app',
            clientSecret: 'fb-secret',
            dialogUrl: facebook.dialogUrl,
            graphUrl: facebook.graphUrl,
          },
        }
      : {};
  }

  /** Starts an OpenID Connect sign-in in a fresh browser and signs in at the provider. */
  async function throughOidc(login: string) {
    const agent = await signedOutAgent(ctx.app);
    const start = await agent.get('/api/auth/oidc');
    expect(start.status).toBe(302);
    const callback = await oidc.signIn(start.headers.get('location')!, login);
    return { agent, res: await arriveAt(agent, callback) };
  }

  it('offers neither provider, and answers 404, until they are configured', async () => {
    configure(false);
    const agent = await signedOutAgent(ctx.app);
    const config = (await readJson(await agent.get('/api/config.json'))) as {
      socialSignIn: unknown;
    };
    expect(config.socialSignIn).toEqual({ facebook: false, oidc: null });
    expect((await agent.get('/api/auth/oidc')).status).toBe(404);
    expect((await agent.get('/api/auth/facebook/callback?code=x&state=y')).status).toBe(404);
  });

  it("tells the sign-in page each configured provider's name, never its secret", async () => {
    configure(true);
    const agent = await signedOutAgent(ctx.app);
    const res = await agent.get('/api/config.json');
    const config = (await readJson(res)) as { socialSignIn: unknown };
    expect(config.socialSignIn).toEqual({ facebook: true, oidc: { name: 'Campus ID' } });
    expect(JSON.stringify(config)).not.toContain('secret');
  });

  it("signs in the account that uses the provider's verified address, and goes to its home", async () => {
    configure(true);
    const start = await (await signedOutAgent(ctx.app)).get('/api/auth/oidc');
    const authorization = new URL(start.headers.get('location')!);
    expect(authorization.origin).toBe(oidc.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_URL}/api/auth/oidc/callback`,
    );

    const { agent, res } = await throughOidc('tia');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/tutor/dashboard');
    expect(await signedInEmail(agent)).toBe('Tia.Tutor@example.test');
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'Tia.Tutor@example.test'));
    const signIns = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, user!.id), eq(auditEvents.action, 'signIn')));
    expect(signIns.length).toBeGreaterThan(0);
  });

  it('refuses an address the provider has not verified', async () => {
    configure(true);
    const { agent, res } = await throughOidc('unverified');
    expect(res.headers.get('location')).toBe(
      signInPageSaying(socialSignInMessage('noEmail', { provider: 'Campus ID' })),
    );
    expect(await signedInEmail(agent)).toBeNull();
  });

  it('creates no account for an address nobody here uses', async () => {
    configure(true);
    const { agent, res } = await throughOidc('stranger');
    expect(res.headers.get('location')).toBe(
      signInPageSaying(
        socialSignInMessage('noAccount', { provider: 'Campus ID', email: 'nobody@example.test' }),
      ),
    );
    expect(await signedInEmail(agent)).toBeNull();
    const created = await ctx.db.select().from(users).where(eq(users.email, 'nobody@example.test'));
    expect(created).toEqual([]);
  });

  it('refuses a frozen account as a password sign-in does', async () => {
    configure(true);
    await ctx.db
      .update(users)
      .set({ frozenAt: new Date() })
      .where(eq(users.email, 'frozen@example.test'));
    const { agent, res } = await throughOidc('fred');
    expect(res.headers.get('location')).toBe(signInPageSaying(SIGN_IN_FAILURES.frozen));
    expect(await signedInEmail(agent)).toBeNull();
  });

  it("refuses an answer meant for another browser's sign-in (the state does not match)", async () => {
    configure(true);
    const victim = await signedOutAgent(ctx.app);
    await victim.get('/api/auth/oidc');
    // The attacker's own code and state, sent to the victim's browser.
    const attacker = await signedOutAgent(ctx.app);
    const start = await attacker.get('/api/auth/oidc');
    const callback = await oidc.signIn(start.headers.get('location')!, 'tia');
    const res = await arriveAt(victim, callback);
    expect(res.headers.get('location')).toBe(
      signInPageSaying(socialSignInMessage('failed', { provider: 'Campus ID' })),
    );
    expect(await signedInEmail(victim)).toBeNull();
  });

  it('refuses a callback with no sign-in begun, and one answer used twice', async () => {
    configure(true);
    const failed = signInPageSaying(socialSignInMessage('failed', { provider: 'Campus ID' }));
    const stranger = await signedOutAgent(ctx.app);
    const bare = await stranger.get('/api/auth/oidc/callback?code=abc&state=def');
    expect(bare.headers.get('location')).toBe(failed);

    const agent = await signedOutAgent(ctx.app);
    const start = await agent.get('/api/auth/oidc');
    const callback = await oidc.signIn(start.headers.get('location')!, 'tia');
    expect((await arriveAt(agent, callback)).headers.get('location')).toBe('/tutor/dashboard');
    const replay = await signedOutAgent(ctx.app);
    expect((await arriveAt(replay, callback)).headers.get('location')).toBe(failed);
    expect(await signedInEmail(replay)).toBeNull();
  });

  it('signs in through Facebook with the e-mail address Facebook shares', async () => {
    configure(true);
    const agent = await signedOutAgent(ctx.app);
    facebook.signInAs('fb-tia');
    const start = await agent.get('/api/auth/facebook');
    const dialog = new URL(start.headers.get('location')!);
    expect(dialog.href.startsWith(facebook.dialogUrl)).toBe(true);
    expect(dialog.searchParams.get('scope')).toBe('email');
    const back = await fetch(dialog, { redirect: 'manual' });
    const res = await arriveAt(agent, new URL(back.headers.get('location')!));
    expect(res.headers.get('location')).toBe('/tutor/dashboard');
    expect(await signedInEmail(agent)).toBe('Tia.Tutor@example.test');
  });

  it('refuses a Facebook account that shares no e-mail address', async () => {
    configure(true);
    const agent = await signedOutAgent(ctx.app);
    facebook.signInAs('fb-private');
    const start = await agent.get('/api/auth/facebook');
    const back = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const res = await arriveAt(agent, new URL(back.headers.get('location')!));
    expect(res.headers.get('location')).toBe(
      signInPageSaying(socialSignInMessage('noEmail', { provider: 'Facebook' })),
    );
    expect(await signedInEmail(agent)).toBeNull();
  });
});
