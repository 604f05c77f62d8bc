// CSS Modules: the apps' webpack compiles `*.module.css` with css-loader (modules) and
// style-loader; jest maps them to identity-obj-proxy. Apps include this folder in their
// tsconfig ("include": [..., "../shared/src/types"]), so the declaration lives in one place.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
