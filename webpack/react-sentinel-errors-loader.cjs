// React's client makes five Error objects as its module runs: sentinels it throws and recognises
// by identity (`thrownValue === SuspenseException`), each saying it "is not a real error". Under
// an inspector (DevTools open, Lighthouse, PageSpeed Insights, Playwright: anything that enables
// the Runtime domain), V8 records a detailed stack trace for every Error it makes, with the line
// and column of each frame. One frame is the react-dom module's function, the whole of React's
// client, compiled without its source positions: V8 parses all of it again, on the main thread,
// to find them: a long task at the page's start (measured in docs/server-rendering.md, "React's
// sentinel errors, made without a stack").
//
// This loader makes the five without a stack: objects whose prototype is Error.prototype (so
// `instanceof Error`, `.message` and `String(error)` read as before) and no captured frames.
// React only compares them and throws them; it never reads their stack. A React whose sentinels
// differ from the list fails the build: read the new file before changing the list.
const SENTINELS = ['HydrationMismatchException', 'SuspenseException', 'SuspenseyCommitException', 'SuspenseActionException', 'SelectiveHydrationException'];
const HELPER = 'venueSentinelError';

// `Name = Error(formatProdErrorMessage(460))`, as React's production build writes each sentinel.
const SENTINEL = /\b([A-Za-z]+Exception) = Error\((formatProdErrorMessage\(\d+\))\)/g;

module.exports = function reactSentinelErrorsLoader(source) {
  const found = [...source.matchAll(SENTINEL)].map((m) => m[1]);
  if (found.join() !== SENTINELS.join()) {
    throw new Error(`react-sentinel-errors-loader: expected the sentinels ${SENTINELS.join(', ')} in ${this.resourcePath}, found ${found.join(', ') || 'none'}`);
  }
  // At the end: a function declaration is hoisted, and the file's "use strict" stays its first statement.
  const helper = `\nfunction ${HELPER}(message) {\n  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } });\n}\n`;
  return source.replace(SENTINEL, `$1 = ${HELPER}($2)`) + helper;
};

module.exports.SENTINELS = SENTINELS;
