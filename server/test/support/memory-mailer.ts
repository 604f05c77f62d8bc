/** A mailer that keeps what it is given (tests that do not need real SMTP). */
import type { MailMessage, Mailer } from '../../src/modules/email/mail-message';

export class MemoryMailer implements Mailer {
  readonly kind = 'memory';
  readonly sent: MailMessage[] = [];
  /** Set to make the next sends fail (retry tests). */
  failNext = 0;

  async send(message: MailMessage): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('SMTP down (test)');
    }
    this.sent.push(message);
  }
}
