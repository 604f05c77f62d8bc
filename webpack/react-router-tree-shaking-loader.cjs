// react-router's production build is many modules (dist/production/lib/) whose top level a
// minifier must keep where it cannot prove a statement pure: `Link.displayName = "Link";`, and
// `const Form = React$1.forwardRef(…)` (no /*#__PURE__*/ mark). Each keeps a component and all it
// calls, used or not: Form, fetchers, framework-mode prefetching. This loader drops the names
// (React does not read displayName in production) and marks the calls pure, so what the site
// never imports is left out of every page.
module.exports = function markReactRouterTreeShakable(source) {
  return source
    .replace(/^\s*[\w$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^((?:var|const|let) [\w$]+ = )(React[\w$]*\.(?:forwardRef|createContext|memo)\()/gm, '$1/*#__PURE__*/ $2')
    .replace(/^((?:var|const|let) [\w$]+ = )(Symbol\()/gm, '$1/*#__PURE__*/ $2');
};
