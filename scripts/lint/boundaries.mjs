// Who may import whom, as ESLint config blocks. An app loads the others only at run time,
// through module federation; a feature of an app is reached only through the app's pages; the
// modules of @venue/shared reach each other by relative path. Each rule is checked on the
// import's text: `import … from`, `export … from`, and `import()` (not in
// no-restricted-imports, so no-restricted-syntax checks it with the same expressions).
import { APPS } from '../workspace.mjs';

const SOURCES = '{ts,tsx,js,jsx,mjs,cjs}';
/** How deep below `src/features/<feature>/` a file may sit and still be checked. */
const FEATURE_DEPTH = 6;

/** The federated container name of an app (webpack.config.js `name`). */
const containerOf = (app) => (app === 'host' ? 'host' : app.replace(/^remote-/, ''));

/** An app's folder or package, in any import path. */
const appFolder = (app) => `(^|/)(@venue/)?${app}(/|$)`;

/** Another app's folder or package, or its federated container (`giftcards/pages`). */
function otherApps(app) {
  return APPS.filter((other) => other !== app).flatMap((other) => [
    { regex: appFolder(other), message: `${app} never imports ${other}: apps meet only at run time, through module federation.` },
    { regex: `^${containerOf(other)}/`, message: `${app} never imports ${other}'s federated modules: only the host loads remotes, at run time.` },
  ]);
}

/**
 * Another feature of the same app, from a file `depth` folders below its feature's folder: one
 * `../` more than the depth lands in the features folder, and anything named `features/` is one.
 */
function otherFeatures(depth) {
  const message = "A feature never imports another feature: move what both need to the app's lib/ or components/.";
  return [
    { regex: `^(\\.\\./){${depth + 1}}[^./]`, message },
    { regex: '(^|/)features/', message },
  ];
}

// Shared imports itself one way per kind of module: a module of the core (what '@venue/shared'
// exports) imports the module it needs by relative path; a module of another entry imports the
// core only as '@venue/shared' (the singleton). No module imports an index ('../index').
const SHARED_INDEX = { regex: '^\\.{1,2}(/\\.\\.)*(/index)?$', message: "Inside shared, import the module itself, not the public index ('../index')." };
const SHARED_SELF = { regex: '^@venue/shared(/|$)', message: "Inside shared, import the module by relative path, not through '@venue/shared'." };

/**
 * The modules of shared's other entries (@venue/shared/forms, /qr-code, /wallet-buttons, /wallet-links,
 * /tooltip, /leave-guard, /staff, /standalone, /card-payment). Each entry is bundled apart from the core, so these take everything stateful
 * (the i18n instance, the atoms, the router, the API client) from the '@venue/shared' singleton:
 * a relative import would bundle a second copy of that state (shared/test/forms-entry.test.ts).
 */
export const SHARED_ENTRY_MODULES = [
  'shared/src/bot-check/**',
  'shared/src/ui/form/{consent-checkbox,phone-field,prefix-options,use-send-to-address}.{ts,tsx}',
  'shared/src/ui/{confirm-leave,leave-guard,modal,policy-modals,qr-code,tooltip,wallet-buttons}.{ts,tsx}',
  'shared/src/schemas/wallet-links.ts',
  'shared/src/staff/**',
  'shared/standalone/**',
  // @venue/shared/card-payment (shared/src/card-payment.ts): the card form and its lazy chunk.
  'shared/src/payments/{card-payment,demo-card-form,demo-payments-api,lazy-card-payment,payments-config,use-card-payment}.{ts,tsx}',
];

/** One config block: the rules take one list each, so a file's block carries all its limits. */
function restrict(name, files, patterns) {
  const selectors = patterns.map(({ regex, message }) => ({
    selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '\\/')}/]`,
    message,
  }));
  return {
    name: `boundaries/${name}`,
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: patterns.map(({ regex, message }) => ({ regex, message })) }],
      'no-restricted-syntax': ['error', ...selectors],
    },
  };
}

/** The blocks, most general first: a later block that matches a file replaces the earlier's lists. */
export function boundaries() {
  const blocks = [];
  for (const app of APPS) {
    blocks.push(restrict(app, [`${app}/**/*.${SOURCES}`], otherApps(app)));
    for (let depth = 0; depth < FEATURE_DEPTH; depth += 1) {
      const files = [`${app}/src/features/*/${'*/'.repeat(depth)}*.${SOURCES}`];
      blocks.push(restrict(`${app}/features/depth-${depth}`, files, [...otherApps(app), ...otherFeatures(depth)]));
    }
  }
  const noApps = APPS.map((app) => ({ regex: appFolder(app), message: `shared never imports ${app}: the apps import shared.` }));
  const sharedFiles = [`shared/src/**/*.${SOURCES}`, `shared/standalone/**/*.${SOURCES}`];
  blocks.push(restrict('shared', sharedFiles, [...noApps, SHARED_INDEX, SHARED_SELF]));
  blocks.push(restrict('shared/entries', SHARED_ENTRY_MODULES, [...noApps, SHARED_INDEX]));
  return blocks;
}
