import type { EmbedElementClass, MountedWidget, WidgetMountOptions } from '../embed-contract';
import { afterFirstPaint } from './after-first-paint';
import { drawFirstStep } from './first-step';
import { hostStyles } from './host-styles';
import { adoptStyle, adoptStylesheet, attachStylesheets } from './shadow-stylesheets';
import { answerStep, whenDrawn } from './take-over';
import { whenNearScreen } from './when-near-screen';
import { loadWidget, provideWidget } from './widget-script';

/**
 * <venue-booking venue="slug" lang="de">: the booking flow of this site, in a shadow root of the
 * venue's page. Until the widget draws, the element shows what the venue wrote inside it (the
 * link to this site's /reserve, for visitors without JavaScript: docs/embedding.md) through a
 * <slot>. Near the screen, the server's first step of the booking replaces it (first-step.ts):
 * HTML and its stylesheets, no script; the widget itself loads on the visitor's first
 * interaction with it and takes over from it (take-over.ts). Should the step fail to load, the
 * widget loads at once, as it comes near; should the widget fail too, the link stays.
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
      // The server's step, if the widget never took over: drawn again on the next connection.
      this.shadowRoot?.querySelectorAll('[data-embed-step]').forEach((step) => step.remove());
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
      const options: WidgetMountOptions = { shadowRoot: root, container, venue, language, origin };
      const withoutFallback = () => root.querySelector('slot')?.remove();
      this.mounted = afterFirstPaint()
        .then(() => drawFirstStep(root, container, options))
        .then(
          (step) => {
            withoutFallback();
            return new Promise<MountedWidget | undefined>((resolve) => {
              const answered = answerStep(step, () => {
                container.hidden = true;
                const widget = mountWidget(options).then(async (mounted) => {
                  await whenDrawn(container);
                  await answered.takeOver(container);
                  return mounted;
                });
                widget.catch(() => answered.giveUp());
                resolve(widget.catch(logged));
              });
            });
          },
          (error: unknown) => {
            console.error(error);
            return mountWidget(options).then((widget) => {
              withoutFallback();
              return widget;
            }, logged);
          },
        );
    }
  };
}

/** The widget's entry, once per page, then the widget in one element (embed-contract.ts). */
const mountWidget = (options: WidgetMountOptions): Promise<MountedWidget> => loadWidget(options.origin).then((mount) => mount(options));

const logged = (error: unknown): undefined => {
  console.error(error);
  return undefined;
};
