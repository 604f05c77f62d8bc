/**
 * "A screen shows a text that does not come from the translations": every .tsx file of the host,
 * shared and the remotes is parsed (TypeScript's parser) and each JSX text, each string literal
 * written as a JSX child (`{'text'}`, `{cond ? 'a' : 'b'}`), and each literal user-visible
 * attribute (aria-label, aria-description, aria-placeholder, aria-roledescription, aria-valuetext,
 * title, placeholder, alt, label) that contains a letter fails the test with its file and line.
 *
 * Allowed (ALLOWED below, keep it short): symbols and brand names that read the same in every
 * language. Anything else belongs in the translations (`t('…')`) in all five languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..', '..');
const FOLDERS = ['host/src', 'shared/src', 'shared/standalone', 'remote-booking/src', 'remote-giftcards/src', 'remote-promo/src'];
const ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);

/**
 * Texts that may stand as they are, with why:
 * - 'i': the letter of the tooltip's info icon (aria-hidden; the button has a translated name).
 * - 'ALTCHA': the bot check's brand name.
 * - 'TEST MODE' is not here: it comes from the payments texts.
 */
export const ALLOWED = new Set(['i', 'ALTCHA']);

const LETTER = /\p{L}/u;

function tsxFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') tsxFiles(full, out);
    } else if (entry.name.endsWith('.tsx')) out.push(full);
  }
  return out;
}

/** String literals an expression shows as it is (a literal, either side of ?: or ||, ??, &&). */
function shownLiterals(node: ts.Expression | undefined): ts.StringLiteralLike[] {
  if (!node) return [];
  if (ts.isStringLiteralLike(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node)) return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(node.operatorToken.kind)
  ) {
    return [...shownLiterals(node.left), ...shownLiterals(node.right)];
  }
  if (ts.isTemplateExpression(node)) {
    // `${a} text ${b}`: the written parts are shown too.
    const parts = [node.head, ...node.templateSpans.map((s) => s.literal)];
    return parts.filter((p) => LETTER.test(p.text)) as unknown as ts.StringLiteralLike[];
  }
  return [];
}

/** The literal user-visible texts of one file, as `file:line: text`. */
export function literalTexts(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string, what: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!LETTER.test(clean) || ALLOWED.has(clean)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push(`${path.relative(root, file)}:${line}: ${what} ${JSON.stringify(clean)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text, 'text');
    else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const lit of shownLiterals(node.expression)) report(lit, lit.text, 'text');
    } else if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const lit of shownLiterals(value as ts.Expression)) report(lit, lit.text, node.name.getText(sf));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('no user-visible text outside the translations', () => {
  const files = FOLDERS.flatMap((folder) => tsxFiles(path.join(root, folder)));

  it('looks at the .tsx files of host, shared and the three remotes', () => {
    for (const folder of FOLDERS) expect([folder, files.some((f) => f.startsWith(path.join(root, folder) + path.sep))]).toEqual([folder, true]);
  });

  it('finds no JSX text or literal aria-label / title / placeholder / alt with letters', () => {
    const found = files.flatMap((file) => literalTexts(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('catches what it is meant to catch (self-check)', () => {
    const sample = [
      'export const A = () => (',
      '  <div title="Hello" aria-label={"Chiudi"}>',
      '    Ciao',
      "    {ok ? 'Sì' : t('no')}",
      '    <img alt={`Foto di ${name}`} placeholder="12/34" />',
      '    <span aria-hidden="true">i</span> · {count} ×',
      '  </div>',
      ');',
    ].join('\n');
    expect(literalTexts(path.join(root, 'sample.tsx'), sample)).toEqual([
      'sample.tsx:2: title "Hello"',
      'sample.tsx:2: aria-label "Chiudi"',
      'sample.tsx:3: text "Ciao"',
      'sample.tsx:4: text "Sì"',
      'sample.tsx:5: alt "Foto di"',
    ]);
  });
});
