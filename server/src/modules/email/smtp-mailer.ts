/** Sends through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example:465). */
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mail-message';

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(toNodemailer(message));
  }

  close(): void {
    this.transport.close();
  }
}

export function toNodemailer(message: MailMessage): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  };
}
