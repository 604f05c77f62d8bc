/**
 * E-mail jobs: an outbox row whose message the dispatcher composes when it takes the row, off the
 * request path. A call that must not tell whether an address is known (send my code again, find
 * my booking) queues the same job for every address and answers at once: the look-up, the
 * rendering and the choice to send nothing all happen in the background, so neither the answer
 * nor its time depends on the address.
 *
 * A job is an outbox row of kind `job:<kind>` with its parameters in the `job` column. Once
 * composed it becomes an ordinary row of kind `<kind>` with its message, sent and retried like any
 * other; a job that yields no message is deleted.
 */
import type { MailMessage } from './mail-message';
import type { OutboxRow } from './outbox-repository';

const JOB_PREFIX = 'job:';

export interface EmailJob {
  kind: string;
  venueId: number | null;
  /** The address the visitor typed: the composer decides who, if anyone, gets a message. */
  to: string;
  params: Record<string, string | number>;
}

/** The message of a job, or null when there is nothing to send. */
export type EmailJobComposer = (job: EmailJob) => Promise<Omit<MailMessage, 'from'> | null>;

/** The composers by job kind; each module defines its own when the app is built. */
export class EmailJobComposers {
  private readonly byKind = new Map<string, EmailJobComposer>();

  define(kind: string, composer: EmailJobComposer): void {
    this.byKind.set(kind, composer);
  }

  /** Throws for a kind nobody defined: the row stays and is retried (another instance may know it). */
  composerOf(kind: string): EmailJobComposer {
    const composer = this.byKind.get(kind);
    if (!composer) throw new Error(`no composer for e-mail job ${kind}`);
    return composer;
  }
}

/** The outbox kind and empty message that stand for a job until it is composed. */
export function jobRowOf(job: EmailJob): { kind: string; message: Omit<MailMessage, 'from'> } {
  return { kind: `${JOB_PREFIX}${job.kind}`, message: { to: job.to, subject: '', html: '', text: '' } };
}

/** The job an outbox row stands for; null for a row that already holds its message. */
export function jobOfRow(row: OutboxRow): EmailJob | null {
  if (!row.kind.startsWith(JOB_PREFIX)) return null;
  return { kind: row.kind.slice(JOB_PREFIX.length), venueId: row.venueId, to: row.to, params: row.job ?? {} };
}
