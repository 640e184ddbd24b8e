import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A mail the server wrote as an .eml file (DATA_DIR/mail), decoded. */
export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  date: Date;
  text: string;
  html: string;
  /** Every http(s) link of the plain-text part, in order. */
  links: string[];
}

function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it).');
  return path.join(dataDir, 'mail');
}

/** Headers (unfolded, names lower-cased) and the body of one MIME entity. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `?B?`) in a header value. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
    (_, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** The bare address of a To header (`Ada <ada@x.test>` -> `ada@x.test`). */
function address(value: string): string {
  return (/<([^>]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();
}

/** Parses an .eml file written by the server (multipart/alternative, text and HTML). */
export function parseEml(raw: string, file = ''): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => splitEntity(part.replace(/^\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const decoded = decodeBody(part.body, part.headers.get('content-transfer-encoding'));
    if (type.startsWith('text/html')) html = decoded;
    else if (type.startsWith('text/plain')) text = decoded;
  }
  return {
    file,
    to: address(decodeHeader(headers.get('to') ?? '')),
    subject: decodeHeader(headers.get('subject') ?? ''),
    date: new Date(headers.get('date') ?? 0),
    text,
    html,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}

/** Files already handed out, so a second wait for the same kind of mail gets a newer one. */
const taken = new Set<string>();

/**
 * Waits for a mail to `to` whose subject equals `subject` (or matches it, given a RegExp),
 * among the .eml files the server writes under `${E2E_DATA_DIR}/mail`, and returns it
 * decoded with its links. Call it after the action that sends the mail: it returns the newest
 * such mail that no earlier call returned, polling until `timeoutMs`.
 */
export async function waitForMail(options: {
  to: string;
  subject: string | RegExp;
  timeoutMs?: number;
}): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const wantedTo = options.to.trim().toLowerCase();
  const subjectMatches = (subject: string) =>
    typeof options.subject === 'string'
      ? subject === options.subject
      : options.subject.test(subject);
  for (;;) {
    let files: string[] = [];
    try {
      files = (await readdir(mailDir())).filter((name) => name.endsWith('.eml'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // Names start with an ISO timestamp: reverse order is newest first.
    for (const name of files.sort().reverse()) {
      const file = path.join(mailDir(), name);
      if (taken.has(file)) continue;
      const mail = parseEml(await readFile(file, 'utf8'), file);
      if (mail.to === wantedTo && subjectMatches(mail.subject)) {
        taken.add(file);
        return mail;
      }
    }
    if (Date.now() > deadline)
      throw new Error(`No mail "${String(options.subject)}" to ${options.to} in ${mailDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
