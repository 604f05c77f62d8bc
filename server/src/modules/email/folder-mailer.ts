/**
 * With no SMTP server configured, each message becomes files a person can open in
 * DATA_DIR/outbox: `<name>.eml` (the real MIME message, opens in any mail program),
 * `<name>.html` (a preview with the inline images), and `index.html` listing them, newest first.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { escapeHtml } from './html';
import type { MailMessage, Mailer } from './mail-message';
import { toNodemailer } from './smtp-mailer';

/** index.html lists the newest messages: a page a person reads, not the whole history. */
const INDEX_PAGE_ROWS = 300;

interface IndexEntry {
  file: string;
  to: string;
  subject: string;
  date: string;
}

export class FolderMailer implements Mailer {
  readonly kind = 'folder';
  private readonly composer: Transporter;
  /** Writes one message at a time, so the index never loses an entry. */
  private queue: Promise<unknown> = Promise.resolve();
  /** index.json's entries, newest first, as this process last wrote them. */
  private kept: { entries: IndexEntry[]; stamp: string | null } | undefined;

  constructor(readonly dir: string) {
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  send(message: MailMessage): Promise<void> {
    const run = this.queue.then(() => this.write(message));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async write(message: MailMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const info = (await this.composer.sendMail(toNodemailer(message))) as { message: Buffer };
    const date = new Date();
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${slug(message.to)}-${Math.random().toString(36).slice(2, 8)}`;
    await fs.writeFile(path.join(this.dir, `${name}.eml`), info.message);
    await fs.writeFile(path.join(this.dir, `${name}.html`), preview(message, date, `${name}.eml`));
    await this.addToIndex({ file: name, to: message.to, subject: message.subject, date: date.toISOString() });
  }

  private async addToIndex(entry: IndexEntry): Promise<void> {
    const jsonPath = path.join(this.dir, 'index.json');
    // Kept between messages, read again only when another process (an instance of
    // `npm run cluster` sharing DATA_DIR) wrote the index since: parsing the whole index for
    // every message made a busy day's mail cost more with each one.
    const written = await fs.stat(jsonPath).then(
      (st) => `${st.mtimeMs}:${st.size}`,
      () => null,
    );
    if (!this.kept || this.kept.stamp !== written) this.kept = { entries: await readIndex(jsonPath), stamp: written };
    const entries = this.kept.entries;
    entries.unshift(entry);
    await writeWhole(jsonPath, JSON.stringify(entries, null, 1));
    const after = await fs.stat(jsonPath);
    this.kept.stamp = `${after.mtimeMs}:${after.size}`;
    const rows = entries
      .slice(0, INDEX_PAGE_ROWS)
      .map(
        (e) =>
          `<tr><td>${escapeHtml(e.date)}</td><td>${escapeHtml(e.to)}</td><td><a href="${encodeURI(e.file)}.html">${escapeHtml(e.subject)}</a></td><td><a href="${encodeURI(e.file)}.eml">.eml</a></td></tr>`,
      )
      .join('\n');
    await writeWhole(
      path.join(this.dir, 'index.html'),
      `<!doctype html><meta charset="utf-8"><title>Outbox</title><style>body{font-family:system-ui,sans-serif;margin:2rem}td{padding:.25rem .75rem;border-bottom:1px solid #ddd}</style><h1>Outbox (${entries.length})</h1>${entries.length > INDEX_PAGE_ROWS ? `<p>The newest ${INDEX_PAGE_ROWS} are listed; index.json lists them all.</p>` : ''}<p>E-mails the server would have sent (no SMTP_URL set).</p><table><tr><th>date</th><th>to</th><th>subject</th><th>file</th></tr>\n${rows}\n</table>`,
    );
  }
}

async function readIndex(jsonPath: string): Promise<IndexEntry[]> {
  try {
    return JSON.parse(await fs.readFile(jsonPath, 'utf8')) as IndexEntry[];
  } catch {
    return []; // first message, or an unreadable index: start a new one
  }
}

/** Written aside, then renamed: whoever reads the index (a person, a test) never sees half of it. */
async function writeWhole(file: string, content: string): Promise<void> {
  const aside = `${file}.${process.pid}.tmp`;
  await fs.writeFile(aside, content);
  await fs.rename(aside, file);
}

function slug(value: string): string {
  return (
    value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'message'
  );
}

/** The HTML body with cid: images turned into data: URLs, under a header with the envelope. */
function preview(message: MailMessage, date: Date, emlFile: string): string {
  let body = message.html;
  for (const a of message.attachments ?? []) {
    if (a.cid) body = body.split(`cid:${a.cid}`).join(`data:${a.contentType};base64,${a.content.toString('base64')}`);
  }
  const files = (message.attachments ?? []).map((a) => escapeHtml(a.filename)).join(', ') || 'none';
  const header =
    `<div style="font:14px system-ui,sans-serif;background:#eee;padding:8px 12px;border-bottom:1px solid #ccc">` +
    `<b>From:</b> ${escapeHtml(message.from)}<br><b>To:</b> ${escapeHtml(message.to)}<br><b>Subject:</b> ${escapeHtml(message.subject)}<br>` +
    `<b>Date:</b> ${escapeHtml(date.toISOString())}<br><b>Attachments:</b> ${files} · <a href="${encodeURI(emlFile)}">open the .eml</a></div>`;
  return body.includes('<body') ? body.replace(/<body([^>]*)>/, `<body$1>${header}`) : header + body;
}
