/**
 * Mail about a family's money and bookings (issue 23): the sessions turning Pay As You Go off
 * canceled, and a receipt for every charge and refund. Plain text and simple HTML; user-written
 * text (names, titles) escaped.
 */
import { formatCents, type Cents } from '@tp/domain';
import { escapeHtml } from './account-mails.ts';
import type { MailMessage } from './mailer.ts';

interface FamilyMailParts {
  to: string;
  subject: string;
  greetingName: string;
  intro: string[];
  /** Lines shown as a list (sessions, a receipt's details). */
  items: string[];
  outro: string[];
}

function compose(parts: FamilyMailParts): MailMessage {
  const greeting = parts.greetingName.trim() ? `Hello ${parts.greetingName.trim()},` : 'Hello,';
  const list = parts.items.map((item) => `- ${item}`).join('\n');
  const text = [greeting, ...parts.intro, list, ...parts.outro].filter(Boolean).join('\n\n') + '\n';
  const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #222">',
    paragraph(greeting),
    ...parts.intro.map(paragraph),
    parts.items.length
      ? `<ul>${parts.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '',
    ...parts.outro.map(paragraph),
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
  return { to: parts.to, subject: parts.subject, text, html };
}

/** "Tue, Mar 10, 2026, 4:00 – 5:00 PM EDT" in the family's zone. */
export function sessionTimeText(startsAt: Date, endsAt: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return format.formatRange(startsAt, endsAt);
}

/** "Mar 10, 2026" in the family's zone. */
export function dayText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(at);
}

export interface CanceledSessionLine {
  startsAt: Date;
  endsAt: Date;
  title: string;
  tutorName: string | null;
  subjectName: string | null;
}

export interface PayAsYouGoOffMailInput {
  to: string;
  firstName: string;
  studentName: string;
  courseTitle: string;
  timeZone: string;
  sessions: CanceledSessionLine[];
}

/** The family's list of the sessions turning Pay As You Go off canceled, to book again. */
export function payAsYouGoOffMail(input: PayAsYouGoOffMailInput): MailMessage {
  const n = input.sessions.length;
  return compose({
    to: input.to,
    subject: `Pay As You Go turned off: ${n} upcoming session${n === 1 ? '' : 's'} canceled`,
    greetingName: input.firstName,
    intro: [
      `Pay As You Go was turned off for ${input.studentName}'s ${input.courseTitle}. These upcoming sessions were canceled and must be booked again:`,
    ],
    items: input.sessions.map((s) =>
      [
        sessionTimeText(s.startsAt, s.endsAt, input.timeZone),
        s.subjectName ?? s.title,
        s.tutorName ? `with ${s.tutorName}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    ),
    outro: ['They stay in the Sessions list as canceled. Hours they held are free to book again.'],
  });
}

export interface ReceiptMailInput {
  to: string;
  firstName: string;
  kind: 'charge' | 'refund';
  amountCents: Cents;
  /** What it was for: "5 tutoring hours for Lily B. (Private Tutoring)". */
  description: string;
  /** The card's last four digits only, never more of it; null when the gateway gave none. */
  cardLast4: string | null;
  at: Date;
  timeZone: string;
  paymentId: number;
}

/** A receipt is recorded in the family's contact history as one. */
const receipt = (parts: Parameters<typeof compose>[0]): MailMessage => ({
  ...compose(parts),
  historyKind: 'Receipt',
});

/** A receipt for a charge or a refund: amount, what for, the card's last four, the date. */
export function receiptMail(input: ReceiptMailInput): MailMessage {
  const isRefund = input.kind === 'refund';
  const amount = formatCents(input.amountCents);
  const card = input.cardLast4 ? `the card ending ${input.cardLast4}` : 'your card';
  return receipt({
    to: input.to,
    subject: isRefund ? `Refund receipt: ${amount}` : `Payment receipt: ${amount}`,
    greetingName: input.firstName,
    intro: [
      isRefund
        ? `We refunded ${amount} to ${card}. It may take a few days to show on your statement.`
        : `We charged ${amount} to ${card}. Thank you.`,
    ],
    items: [
      `Amount: ${isRefund ? '−' : ''}${amount}`,
      `For: ${input.description}`,
      `Card: ${input.cardLast4 ? `ending ${input.cardLast4}` : 'on file'}`,
      `Date: ${dayText(input.at, input.timeZone)}`,
      `Payment number: ${input.paymentId}`,
    ],
    outro: ['Keep this e-mail for your records.'],
  });
}
