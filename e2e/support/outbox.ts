import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './server';

export interface OutboxEmail {
  to: string;
  subject: string;
  /** The HTML preview (inline images as data: URLs). */
  html: string;
  /** Path of the visitor's code page, e.g. /promo/calice-di-benvenuto/AbC...?venue=cantina-aurora */
  codePath: string;
  code: string;
}

/** Waits for the server (no SMTP_URL: the outbox folder) to write the e-mail sent to `to`. */
export async function waitForEmail(to: string): Promise<OutboxEmail> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let found: { file: string; to: string; subject: string } | undefined;
  await expect
    .poll(
      () => {
        const index = path.join(dir, 'index.json');
        if (!existsSync(index)) return undefined;
        found = (JSON.parse(readFileSync(index, 'utf8')) as Array<{ file: string; to: string; subject: string }>).find((e) => e.to === to);
        return found?.file;
      },
      { timeout: 15_000, message: `e-mail to ${to} in ${dir}` },
    )
    .toBeTruthy();
  const html = readFileSync(path.join(dir, `${found!.file}.html`), 'utf8');
  const link = /href="https?:\/\/[^/"]+(\/promo\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const code = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(html)?.[1];
  if (!link || !code) throw new Error(`no link or code in ${found!.file}.html`);
  return { to, subject: found!.subject, html, codePath: link, code };
}
