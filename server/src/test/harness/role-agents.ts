import type { App } from '../../app.ts';
import { TestAgent } from '../agent.ts';
import { FIXTURE_LOGIN_PASSWORD } from '../fixtures.ts';

/** A signed-in agent per fixture role, signed in again when a request signed it out. */
export interface RoleAgents {
  /** Roles in the order the harness tries them: staff first. */
  readonly order: readonly string[];
  /** The role's agent (the same one each time), signed in. */
  agent(role: string): Promise<TestAgent>;
}

/** The signed-in users of `seedResourceWorld`: `{role}@fixture.test`. */
export const FIXTURE_ROLES = ['admin', 'advisor', 'tutor', 'student', 'parent'] as const;

export function fixtureRoleAgents(app: App): RoleAgents {
  const agents = new Map<string, TestAgent>();
  return {
    order: FIXTURE_ROLES,
    async agent(role) {
      let agent = agents.get(role);
      if (!agent) {
        agent = new TestAgent(app);
        agents.set(role, agent);
      }
      if (!agent.cookie('tp_auth'))
        await agent.signIn(`${role}@fixture.test`, FIXTURE_LOGIN_PASSWORD);
      return agent;
    },
  };
}
