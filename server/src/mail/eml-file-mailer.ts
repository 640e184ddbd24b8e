import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { nodemailerAttachments, type Mailer, type MailMessage } from './mailer.ts';
import { escapeLogText } from '../log/log-line.ts';

/** "Reset password instructions" -> "reset-password-instructions" (at most 60 characters). */
export function subjectSlug(subject: string): string {
  const slug = subject
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'message';
}

/** An ISO timestamp usable in a file name on every system (no colons). */
function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

async function writeNew(file: string, content: Buffer): Promise<string> {
  // Two mails with the same subject in the same millisecond: number the second one.
  for (let attempt = 1; ; attempt += 1) {
    const candidate = attempt === 1 ? file : file.replace(/\.eml$/, `-${attempt}.eml`);
    try {
      await writeFile(candidate, content, { flag: 'wx' });
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 100) throw error;
    }
  }
}

/**
 * The embedded default: each message is written as an RFC 822 `.eml` file (From, To, Subject,
 * Date, Message-ID, multipart text and HTML, UTF-8) under `dir`, named
 * `<iso-timestamp>-<subject-slug>.eml`, and its subject and path are logged. Any mail client
 * opens these files, so on one machine a user can follow the links without a mail server.
 */
export function emlFileMailer(options: {
  dir: string;
  from: string;
  now?: () => Date;
  log?: (line: string) => void;
}): Mailer {
  // nodemailer's stream transport builds the MIME message without sending it anywhere.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.info(line));
  return {
    async send(message: MailMessage) {
      const date = now();
      const info = await composer.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: nodemailerAttachments(message),
        date,
      });
      // `buffer: true` makes the stream transport hand back the whole message as a Buffer.
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer returned a stream.');
      await mkdir(options.dir, { recursive: true });
      const file = await writeNew(
        path.join(options.dir, `${fileTimestamp(date)}-${subjectSlug(message.subject)}.eml`),
        info.message,
      );
      // The subject and address can carry a name a family typed: one event, one line.
      log(escapeLogText(`[mail] "${message.subject}" to ${message.to}: ${file}`));
    },
  };
}
