import type { EmbedElementClass, MountedWidget } from '../embed-contract';
import { hostStyles } from './host-styles';
import { adoptStyle, adoptStylesheet, attachStylesheets } from './shadow-stylesheets';
import { whenNearScreen } from './when-near-screen';
import { loadWidget, provideWidget } from './widget-script';

/**
 * <venue-booking venue="slug" lang="de">: the booking flow of this site, in a shadow root of the
 * venue's page. Until the widget draws, the element shows what the venue wrote inside it (the
 * link to this site's /reserve, for visitors without JavaScript: docs/embedding.md) through a
 * <slot>; the widget replaces it. Should the widget fail to load, the link stays.
 */
export function venueBookingElement(origin: string): CustomElementConstructor & EmbedElementClass {
  return class VenueBookingElement extends HTMLElement {
    static adoptStylesheet = adoptStylesheet;
    static adoptStyle = adoptStyle;
    static provideWidget = provideWidget;

    private stopWatching: (() => void) | undefined;
    private mounted: Promise<MountedWidget | undefined> | undefined;

    connectedCallback(): void {
      const root = this.shadowRoot ?? this.frame();
      const venue = this.getAttribute('venue');
      if (!venue) {
        console.error('<venue-booking> needs the venue attribute: <venue-booking venue="your-venue">');
        return;
      }
      this.stopWatching = whenNearScreen(this, () => this.start(root, venue));
    }

    disconnectedCallback(): void {
      this.stopWatching?.();
      // Moved or removed: the next connection starts again.
      const mounted = this.mounted;
      this.mounted = undefined;
      void mounted?.then((widget) => widget?.unmount());
    }

    /** The shadow root: the room's styles, the venue's fallback (slot), and where the widget draws. */
    private frame(): ShadowRoot {
      const root = this.attachShadow({ mode: 'open' });
      const sheet = hostStyles();
      if (sheet) root.adoptedStyleSheets = [sheet];
      const fallback = document.createElement('slot');
      const container = document.createElement('div');
      container.setAttribute('data-embed-mount', '');
      root.append(fallback, container);
      attachStylesheets(root);
      return root;
    }

    private start(root: ShadowRoot, venue: string): void {
      const container = root.querySelector<HTMLElement>('[data-embed-mount]')!;
      const language = this.getAttribute('lang') || document.documentElement.lang || '';
      this.mounted = loadWidget(origin)
        .then((mount) => mount({ shadowRoot: root, container, venue, language, origin }))
        .then((widget) => {
          root.querySelector('slot')?.remove();
          return widget;
        })
        .catch((error: unknown) => {
          console.error(error);
          return undefined;
        });
    }
  };
}
