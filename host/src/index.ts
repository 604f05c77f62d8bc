import { yieldToMain } from './lib/yield-to-main';

// Async boundary: module federation negotiates the shared singletons before any app code runs.
// In a task of its own: the federation runtime's start-up ends this one (short tasks, lib/yield-to-main.ts);
// the files it asks for are already on their way (the server names them: server/src/web/page-assets.ts).
void yieldToMain().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
