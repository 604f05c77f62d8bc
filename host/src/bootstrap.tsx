import '@venue/shared/styles/base.css';
import { yieldToMain } from './lib/yield-to-main';

/**
 * The page's start, one step a task (lib/yield-to-main.ts), each module evaluated only when its
 * step comes: the shared libraries and @venue/shared, then the host's own modules with the texts
 * and the boot data, then ReactDOM's client (the largest module the page runs), then hydration,
 * which React itself cuts into short tasks. The imports are eager: their code is in the files
 * already loaded with this one; only their evaluation waits.
 */
async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ '@venue/shared');
  await yieldToMain();
  const { preparePage, renderPage } = await import(/* webpackMode: "eager" */ './app/start-page');
  const page = await preparePage();
  await yieldToMain();
  const client = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  renderPage(client, page);
}

void start();
