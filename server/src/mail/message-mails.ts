import { escapeHtml } from './account-mails.ts';
import type { MailAttachment, MailMessage } from './mailer.ts';

export interface OutreachMailInput {
  to: string;
  /** The recipient's name, for the greeting. */
  name: string;
  subject: string;
  /** Plain text as staff typed it: escaped in the HTML part, line breaks kept. */
  body: string;
  /** The sender's name, signed under the body. */
  from: string;
  attachments?: MailAttachment[];
}

/** A message staff wrote to a family (POST /messages), as plain text and simple HTML. */
export function outreachMail(input: OutreachMailInput): MailMessage {
  const greeting = input.name.trim() ? `Hello ${input.name.trim()},` : 'Hello,';
  const signature = input.from.trim();
  const text = [greeting, input.body, signature].filter(Boolean).join('\n\n') + '\n';
  const paragraphs = input.body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #222">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs,
    signature ? `<p>${escapeHtml(signature)}</p>` : '',
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
  const attachments = input.attachments?.length ? { attachments: input.attachments } : {};
  // Recorded as the message it is, once per recipient, when it was sent.
  return { to: input.to, subject: input.subject, text, html, ...attachments, historyKind: null };
}
