/**
 * Checks the schema.org markup of HTML documents (pages, e-mails) as a search engine or a mail
 * client reads it: @marbec/web-auto-extractor takes the JSON-LD out as they parse it, and
 * @adobe/structured-data-validator checks every type and property against the vocabulary
 * (schema.org 30.0, vendored in schemaorg/: the tests make no network call) and Google's rules
 * for the types it knows (Product, Offer…).
 *
 * ES modules only, so it runs in a Node of its own: Jest (CommonJS) calls it through
 * structured-data.ts with the documents on stdin; it answers with one report per document.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

const here = path.dirname(fileURLToPath(import.meta.url));
const VOCABULARY = path.join(here, 'schemaorg', 'schemaorg-current-https-30.0.jsonld.gz');

/** @param {string[]} documents */
export async function checkDocuments(documents) {
  const vocabulary = JSON.parse(zlib.gunzipSync(fs.readFileSync(VOCABULARY)).toString('utf8'));
  const validator = new Validator(vocabulary);
  const reports = [];
  for (const html of documents) {
    const extracted = new WebAutoExtractor({ addLocation: false, embedSource: false }).parse(html);
    const issues = await validator.validate(extracted);
    reports.push({ jsonld: extracted.jsonld, issues });
  }
  return reports;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = fs.readFileSync(0, 'utf8');
  const reports = await checkDocuments(JSON.parse(input));
  process.stdout.write(JSON.stringify(reports));
}
