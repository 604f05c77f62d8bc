// CSS Modules: the apps' webpack compiles `*.module.css` with css-loader (modules, default
// export) and style-loader; jest maps them to identity-obj-proxy.
// A shorthand ambient declaration on purpose: it merges with an app's own, fuller
// `declare module '*.module.css' { ... }` (two full ones would clash: "Duplicate identifier"),
// so shared's UI files type-check inside any app's program, with or without its own.
declare module '*.module.css';
