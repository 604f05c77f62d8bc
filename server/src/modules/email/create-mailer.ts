/** SMTP when SMTP_URL is set, else the outbox folder in DATA_DIR. */
import path from 'node:path';
import type { AppConfig } from '../../config';
import { FolderMailer } from './folder-mailer';
import type { Mailer } from './mail-message';
import { SmtpMailer } from './smtp-mailer';

export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'dataDir'>): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl) : new FolderMailer(outboxDir(config.dataDir));
}

export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');
