/** Outgoing mail. Adapters: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail (issue 3). */
/** A file sent with a mail (a message's attachments). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * How the family's contact history records it (spec staff-and-crm §3 Contact history): an
   * account mail, a receipt, a notice (the default), a campaign message; null: not recorded
   * (outreach messages are recorded as messages when sent).
   */
  historyKind?: 'Account' | 'Receipt' | 'Notice' | 'Campaign' | null;
}

/** A mail's attachments as nodemailer takes them. */
export function nodemailerAttachments(message: MailMessage) {
  return message.attachments?.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: Buffer.from(file.content),
  }));
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Keeps messages in memory; used by tests and as a stand-in until a real adapter is wired. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
