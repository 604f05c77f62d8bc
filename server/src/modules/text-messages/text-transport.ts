/**
 * What the texts' dispatcher needs of a provider: send one text. A provider answers with its id
 * of the message, or throws a TextSendError that says whether trying again may help (the
 * provider's 5xx and 429, a network failure) and whether the number refused texts (it replied
 * STOP at the provider, which then refuses to send to it).
 */
export interface OutgoingText {
  /** The venue's sender: a number (E.164), an alphanumeric sender id, or a provider's sender pool. */
  from: string;
  /** E.164. */
  to: string;
  body: string;
}

export interface TextTransport {
  /** The provider's name, in log lines. */
  readonly name: string;
  send(text: OutgoingText): Promise<{ id: string }>;
}

export class TextSendError extends Error {
  constructor(
    message: string,
    /** A later try may succeed: kept and retried with backoff. */
    readonly retryable: boolean,
    /** The provider refuses this number (it opted out there): recorded as a STOP. */
    readonly optedOut = false,
  ) {
    super(message);
    this.name = 'TextSendError';
  }
}
