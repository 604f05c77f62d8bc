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

export interface SentEmail {
  subject: string;
  html: string;
  /** The HTML's text, with plain spaces where Intl puts no-break ones. */
  text: string;
  /** The message's links by their text: path and query on the site (the e-mail's host aside). */
  links: Map<string, string>;
}

/** Intl puts no-break spaces where the page and the e-mail have them: compare text with plain spaces. */
export const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/&quot;/g, '"');

/** Waits for the e-mail to `to` whose subject matches, in the outbox of the server on `dataDir`. */
export async function emailIn(dataDir: string, to: string, subject: RegExp): Promise<SentEmail> {
  const dir = path.join(dataDir, 'outbox');
  let hit: { file: string; subject: string } | undefined;
  await expect
    .poll(
      () => {
        const index = path.join(dir, 'index.json');
        if (!existsSync(index)) return '';
        hit = (JSON.parse(readFileSync(index, 'utf8')) as Array<{ file: string; to: string; subject: string }>).find((e) => e.to === to && subject.test(e.subject));
        return hit?.file ?? '';
      },
      { timeout: 15_000, message: `e-mail to ${to} matching ${subject}` },
    )
    .not.toBe('');
  const html = readFileSync(path.join(dir, `${hit!.file}.html`), 'utf8');
  const text = plainSpaces(decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' '));
  const links = new Map<string, string>();
  for (const [, href, label] of html.matchAll(/<a href="https?:\/\/[^/"]+([^"]*)"[^>]*>([^<]+)<\/a>/g)) {
    const name = plainSpaces(decode(label!)).trim();
    if (!links.has(name)) links.set(name, decode(href!));
  }
  return { subject: hit!.subject, html, text, links };
}
