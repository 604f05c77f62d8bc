#!/usr/bin/env node
// Checks the documentation: every relative link in README.md, docs/**/*.md and bench/**/*.md
// names a file (or folder) of the repository and, with a #fragment into a Markdown file, a heading
// of it; and the documentation stays self-contained: no tracker numbers ("issue 10"), no files
// that exist only outside a clone. Exit code 1 with one line per problem.
//   node docs/check-links.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results']);

function markdownFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  for (const line of withoutCode(fs.readFileSync(file, 'utf8'), false).split('\n')) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = m[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** The text without fenced code blocks; inline code kept (headings) or blanked (link scan). */
function withoutCode(text, blankInline = true) {
  const noFences = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '));
  return blankInline ? noFences.replace(/`[^`\n]*`/g, (span) => (span.includes('](') ? span : '`code`')) : noFences;
}

const FORBIDDEN = [
  { re: /\bissues? \d+\b/gi, why: 'a tracker number: say what and why instead' },
  { re: /\bDESIGN\.md\b/g, why: 'DESIGN.md is not in the repository' },
  // A path that climbs out of the repository (the old README named ../shared/…, which a clone lacks).
  { re: /(?:\.\.\/)+[\w.-]+\//g, why: 'a path outside the repository', outside: true },
];

const files = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs')), ...markdownFiles(path.join(ROOT, 'bench'))].filter((f) => fs.existsSync(f));
const problems = [];
const anchorCache = new Map();
let links = 0;

for (const file of files) {
  const rel = path.relative(ROOT, file);
  const raw = fs.readFileSync(file, 'utf8');
  const text = withoutCode(raw);
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = m[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    links++;
    const [pathPart, fragment] = target.split('#');
    const resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
    if (!resolved.startsWith(ROOT)) {
      problems.push(`${rel}:${lineOf(m.index)}: ${target} points outside the repository`);
      continue;
    }
    if (!fs.existsSync(resolved)) {
      problems.push(`${rel}:${lineOf(m.index)}: ${target}: no such file`);
      continue;
    }
    if (fragment && resolved.endsWith('.md')) {
      if (!anchorCache.has(resolved)) anchorCache.set(resolved, anchorsOf(resolved));
      if (!anchorCache.get(resolved).has(fragment)) problems.push(`${rel}:${lineOf(m.index)}: ${target}: no heading #${fragment} in ${path.relative(ROOT, resolved)}`);
    }
  }
  for (const { re, why, outside } of FORBIDDEN) {
    for (const m of raw.matchAll(re)) {
      if (outside && path.resolve(path.dirname(file), m[0]).startsWith(ROOT + path.sep)) continue;
      problems.push(`${rel}:${raw.slice(0, m.index).split('\n').length}: "${m[0]}": ${why}`);
    }
  }
}

for (const p of problems) console.log(p);
console.log(`${files.length} files, ${links} relative links: ${problems.length ? `${problems.length} problem(s)` : 'all good'}`);
process.exit(problems.length ? 1 : 0);
