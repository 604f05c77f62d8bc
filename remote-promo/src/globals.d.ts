declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_LABEL__: string;
declare const __API_ORIGIN__: string;
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
