import '@venue/shared/styles/base.css';
import { yieldToMain } from './lib/yield-to-main';

/**
 * The page's start, one step a task (lib/yield-to-main.ts), each module evaluated only when its
 * step comes: the shared singletons one by one (React, jotai, i18next), @venue/shared, then the
 * host's own modules with the texts and the boot data, then ReactDOM's client (the largest module
 * the page runs), then hydration, which React itself cuts into short tasks. The imports are eager:
 * their code is in the files already loaded with this one; only their evaluation waits. On a slow
 * phone a module graph evaluated at once is a long task; evaluated a library at a time, it is not.
 */
const LIBRARIES = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react/jsx-runtime'),
  () => import(/* webpackMode: "eager" */ 'jotai'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
];

async function start(): Promise<void> {
  for (const library of LIBRARIES) {
    await library();
    await yieldToMain();
  }
  await import(/* webpackMode: "eager" */ '@venue/shared');
  await yieldToMain();
  const { preparePage, renderPage } = await import(/* webpackMode: "eager" */ './app/start-page');
  await yieldToMain();
  const page = await preparePage();
  await yieldToMain();
  const client = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  renderPage(client, page);
}

void start();
