// Constants every app's webpack build defines (webpack/app-config.cjs, DefinePlugin).
// Only app code may read them: inside shared they would take the value of whichever app's
// build provides the shared singleton.
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_LABEL__: string;
declare const __API_ORIGIN__: string;
/** true in an app's server build (dist/server/), false in the browser build. */
declare const __SERVER__: boolean;
declare module '*.css';
