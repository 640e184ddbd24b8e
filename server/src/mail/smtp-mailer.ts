import nodemailer from 'nodemailer';
import { nodemailerAttachments, type Mailer, type MailMessage } from './mailer.ts';

/**
 * Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`,
 * `smtps://...:465`), with nodemailer's connection pool so bursts reuse connections.
 */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  const url = new URL(options.url);
  url.searchParams.set('pool', 'true');
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: nodemailerAttachments(message),
      });
    },
  };
}
