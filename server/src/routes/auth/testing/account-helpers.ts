import type { App } from '../../../app.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { TestAgent } from '../../../test/agent.ts';

/** The messages a memory mailer sent to one address, oldest first. */
export function mailsTo(sent: readonly MailMessage[], to: string): MailMessage[] {
  return sent.filter((message) => message.to.toLowerCase() === to.toLowerCase());
}

/** The newest message to `to`; throws when there is none. */
export function lastMailTo(sent: readonly MailMessage[], to: string): MailMessage {
  const found = mailsTo(sent, to).at(-1);
  if (!found) throw new Error(`no mail was sent to ${to}`);
  return found;
}

/** The link of an account mail (the only URL in its plain text). */
export function linkIn(message: MailMessage): URL {
  const match = /https?:\/\/\S+/.exec(message.text);
  if (!match) throw new Error(`no link in "${message.subject}"`);
  return new URL(match[0]);
}

/** A query parameter of the mail's link (the token). */
export function tokenIn(message: MailMessage, param: string): string {
  const value = linkIn(message).searchParams.get(param);
  if (!value) throw new Error(`the link of "${message.subject}" has no ${param}`);
  return value;
}

/** A signed-out browser that already holds its CSRF cookie. */
export async function signedOutAgent(app: App): Promise<TestAgent> {
  const agent = new TestAgent(app);
  await agent.get('/api/session.json');
  return agent;
}
