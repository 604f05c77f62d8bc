/** What the app sends: one message, already rendered, with its attachments. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Content-ID of an inline image, referenced in the HTML as `cid:<cid>`. */
  cid?: string;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Delivers one message; throws when it could not (the outbox retries later). */
export interface Mailer {
  /** 'smtp' or 'folder' (for the start banner and logs). */
  readonly kind: string;
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void> | void;
}
