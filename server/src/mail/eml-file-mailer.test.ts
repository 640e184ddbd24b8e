import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emlFileMailer, subjectSlug } from './eml-file-mailer.ts';
import { mailerFromConfig } from './mailer-from-config.ts';

describe('emlFileMailer', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'tp-mail-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function mailer(dir: string, logged: string[] = []) {
    return emlFileMailer({
      dir,
      from: 'Tutoring Platform <no-reply@localhost>',
      now: () => new Date('2026-03-10T15:00:00.123Z'),
      log: (line) => logged.push(line),
    });
  }

  it('writes an RFC 822 message named <iso-timestamp>-<slug>.eml and logs subject and path', async () => {
    const dir = path.join(root, 'one');
    const logged: string[] = [];
    await mailer(dir, logged).send({
      to: 'zoe@example.test',
      subject: 'Reset password instructions',
      text: 'Hello Zoë,\n\nhttp://localhost/secret/reset?reset_password_token=abc&language=en\n',
      html: '<p>Hello Zo&euml;</p>',
    });
    const files = readdirSync(dir);
    expect(files).toEqual(['2026-03-10T15-00-00-123Z-reset-password-instructions.eml']);
    const raw = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/^From: Tutoring Platform <no-reply@localhost>\r\n/m);
    expect(raw).toMatch(/^To: zoe@example\.test\r$/m);
    expect(raw).toMatch(/^Subject: Reset password instructions\r$/m);
    expect(raw).toMatch(/^Date: Tue, 10 Mar 2026 15:00:00 \+0000\r$/m);
    expect(raw).toMatch(/^Message-ID: <[^>]+>\r$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(raw).toContain('Zo=C3=AB');
    expect(logged).toEqual([
      `[mail] "Reset password instructions" to zoe@example.test: ${path.join(dir, files[0]!)}`,
    ]);
  });

  it('numbers a second message with the same subject in the same millisecond', async () => {
    const dir = path.join(root, 'two');
    const m = mailer(dir);
    await m.send({ to: 'a@example.test', subject: 'Unlock instructions', text: 'one' });
    await m.send({ to: 'b@example.test', subject: 'Unlock instructions', text: 'two' });
    expect(readdirSync(dir).sort()).toEqual([
      '2026-03-10T15-00-00-123Z-unlock-instructions-2.eml',
      '2026-03-10T15-00-00-123Z-unlock-instructions.eml',
    ]);
  });

  it('slugs subjects to lower-case words joined by dashes', () => {
    expect(subjectSlug('Your sign-in link!')).toBe('your-sign-in-link');
    expect(subjectSlug('Réinitialiser: ça')).toBe('reinitialiser-ca');
    expect(subjectSlug('***')).toBe('message');
  });

  it('is the default; SMTP_URL selects SMTP instead', () => {
    const files = mailerFromConfig({ smtpUrl: undefined, mailFrom: 'x <x@y.z>', dataDir: root });
    expect(files.description).toBe(`.eml files under ${path.join(root, 'mail')}`);
    const smtp = mailerFromConfig({
      smtpUrl: 'smtp://user:secret@mail.example.test:587',
      mailFrom: 'x <x@y.z>',
      dataDir: root,
    });
    expect(smtp.description).toBe('SMTP through mail.example.test:587');
  });
});
