// The widget's styles: shared's base (its tokens and primitives apply to `:host` too) and the
// widget's frame. Loaded with this chunk by the build's stylesheet loading, which puts them in
// the element's shadow root (webpack/stylesheet-insert.cjs), never in the venue's page.
import '@venue/shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountWidget } from '../embed-contract';
import { bootEmbed } from './embed-boot';
import { EmbedApp } from './embed-app';

/**
 * Starts the widget in one element's shadow root: boots first (config, venue, texts), so the
 * venue's fallback link stays until there is something to show instead of it.
 */
export const mountWidget: MountWidget = async (options) => {
  const boot = await bootEmbed(options);
  const portal = document.createElement('div');
  portal.setAttribute('data-embed-portal', '');
  options.shadowRoot.append(portal);
  const root = createRoot(options.container);
  root.render(
    <StrictMode>
      <EmbedApp options={options} boot={boot} portal={portal} />
    </StrictMode>,
  );
  return {
    unmount: () => {
      root.unmount();
      portal.remove();
    },
  };
};
