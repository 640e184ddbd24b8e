import { createFixtureUser } from '../auth/testing/user-fixtures.ts';
import { TestAgent } from './agent.ts';
import { FIXTURE_LOGIN_PASSWORD, seedResourceWorld } from './fixtures.ts';
import { createTestContext, type Backend } from './harness.ts';

/**
 * Staff the resource world leaves out (it stays small for the matrix and scope tests) and that
 * several resource tests need: an HR employee and an instruction manager.
 */
const EXTRA_STAFF = {
  hr: { email: 'hr@fixture.test', roles: ['hr'], employeeTitle: 'Human Resources' },
  manager: {
    email: 'manager@fixture.test',
    roles: ['instruction_manager'],
    employeeTitle: 'Instruction Manager',
  },
} as const;
export type ExtraStaff = keyof typeof EXTRA_STAFF;

/** The resource world's logins (and the extra staff's), by the name the world gives each user. */
export const FIXTURE_LOGINS = {
  admin: 'admin@fixture.test',
  advisor: 'advisor@fixture.test',
  tia: 'tutor@fixture.test',
  tom: 'tom@fixture.test',
  sam: 'student@fixture.test',
  pam: 'parent@fixture.test',
  nobody: 'nobody@fixture.test',
  hr: EXTRA_STAFF.hr.email,
  manager: EXTRA_STAFF.manager.email,
} as const;

type FixtureName = keyof typeof FIXTURE_LOGINS;
/** A user of the world by name, or any other fixture user by email (password FIXTURE_LOGIN_PASSWORD). */
export type FixtureLogin = FixtureName | `${string}@${string}`;

const emailOf = (who: FixtureLogin): string =>
  Object.hasOwn(FIXTURE_LOGINS, who) ? FIXTURE_LOGINS[who as FixtureName] : who;

type FixtureUser = Awaited<ReturnType<typeof createFixtureUser>>;

/**
 * The set-up every resource test file shares: the real app on a fresh database
 * (createTestContext), the resource world seeded in it, the extra staff asked for, and
 * sign-in by name. Call it in `beforeAll` and close it in `afterAll`, as createTestContext.
 */
export async function createResourceTestContext(
  backend: Backend,
  options: { extraStaff?: readonly ExtraStaff[] } = {},
) {
  const ctx = await createTestContext(backend);
  const world = await seedResourceWorld(ctx.db);
  const staff: Partial<Record<ExtraStaff, FixtureUser>> = {};
  for (const name of options.extraStaff ?? []) {
    const { email, roles, employeeTitle } = EXTRA_STAFF[name];
    staff[name] = await createFixtureUser(ctx.db, {
      email,
      roles: [...roles],
      employeeTitle,
      password: FIXTURE_LOGIN_PASSWORD,
    });
  }

  const signIn = (who: FixtureLogin) =>
    new TestAgent(ctx.app).signIn(emailOf(who), FIXTURE_LOGIN_PASSWORD);
  /** One signed-in agent per login, in the order asked (one after another, as a browser would). */
  async function signInAs<const Logins extends readonly FixtureLogin[]>(
    ...logins: Logins
  ): Promise<{ -readonly [I in keyof Logins]: TestAgent }> {
    const agents: TestAgent[] = [];
    for (const login of logins) agents.push(await signIn(login));
    return agents as { -readonly [I in keyof Logins]: TestAgent };
  }

  return { ...ctx, world, staff, signIn, signInAs };
}

export type ResourceTestContext = Awaited<ReturnType<typeof createResourceTestContext>>;
