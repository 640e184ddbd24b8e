/** Outgoing mail. Adapters: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail (issue 3). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
