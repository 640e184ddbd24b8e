import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { DEMO_TEAMS, DEMO_TEAM_MANAGER_EMAIL } from '@tp/server/demo-world';
import { apiSignIn } from '../../support/api.ts';

// The seeded demo world's first team is DEMO_TEAM_MANAGER_EMAIL's, with tutor@demo.test among
// its tutors; the second team's tutors are outside it.
const managedTeam = DEMO_TEAMS[0]!;
const otherTeam = DEMO_TEAMS[1]!;

type AuthUserBody = {
  user: { id: number; tutorId: number | null; spoofedBy?: { id: number } } | null;
};

const contexts: APIRequestContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.dispose()));
});

test.describe('a team manager tutor spoofs the tutors of their team only', () => {
  async function signedIn(baseURL: string | undefined, login: string) {
    const context = await playwrightRequest.newContext({ baseURL });
    contexts.push(context);
    const api = await apiSignIn(context, login);
    const authUserAs = (spoof: string) =>
      context.get('/api/session.json', { headers: { 'X-Spoof-User': spoof } });
    return { user: api.user, authUserAs };
  }
  async function tutorRefOf(baseURL: string | undefined, login: string): Promise<string> {
    const { user } = await signedIn(baseURL, login);
    expect(user.tutorId, login).not.toBeNull();
    return `Tutor-${user.tutorId}`;
  }

  test('the manager becomes tutor@demo.test, a member, with spoofedBy naming the manager', async ({
    baseURL,
  }) => {
    const member = await signedIn(baseURL, 'tutor@demo.test');
    const manager = await signedIn(baseURL, DEMO_TEAM_MANAGER_EMAIL);
    const res = await manager.authUserAs(`Tutor-${member.user.tutorId}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-effective-user']).toBe(`Tutor-${member.user.tutorId}`);
    const body = (await res.json()) as AuthUserBody;
    expect(body.user?.id).toBe(member.user.id);
    expect(body.user?.spoofedBy?.id).toBe(manager.user.id);
  });

  test('the manager is refused a tutor of another team (403)', async ({ baseURL }) => {
    const outsider = await tutorRefOf(baseURL, otherTeam.tutorEmails[0]!);
    const manager = await signedIn(baseURL, DEMO_TEAM_MANAGER_EMAIL);
    const res = await manager.authUserAs(outsider);
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ error: 'You are not allowed to spoof that user.' });
  });

  test('tutor@demo.test, who manages no team, is refused a team-mate (403)', async ({
    baseURL,
  }) => {
    const teamMate = managedTeam.tutorEmails.find((email) => email !== 'tutor@demo.test')!;
    const mateRef = await tutorRefOf(baseURL, teamMate);
    const tutor = await signedIn(baseURL, 'tutor@demo.test');
    expect((await tutor.authUserAs(mateRef)).status()).toBe(403);
  });
});
