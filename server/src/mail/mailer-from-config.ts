import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { emlFileMailer } from './eml-file-mailer.ts';
import type { Mailer } from './mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, else `.eml` files under DATA_DIR/mail. */
export function mailerFromConfig(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): {
  mailer: Mailer;
  description: string;
} {
  if (config.smtpUrl) {
    const host = new URL(config.smtpUrl).host;
    return {
      mailer: smtpMailer({ url: config.smtpUrl, from: config.mailFrom }),
      description: `SMTP through ${host}`,
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  return {
    mailer: emlFileMailer({ dir, from: config.mailFrom }),
    description: `.eml files under ${dir}`,
  };
}
