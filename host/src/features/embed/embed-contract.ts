// What the embed's two builds say to each other on a venue's website: the loader (loader/, built
// alone into dist/embed.js) and the widget (app/, the host build's `embed-app` entry). They meet
// at the <venue-booking> element's class in the page's custom element registry, so neither needs
// a global of its own. Types and one constant only: the loader bundles nothing of the widget.

/** The element a venue writes on its page: `<venue-booking venue="slug" lang="de">`. */
export const EMBED_ELEMENT = 'venue-booking';

/** The server's first step of the booking (server/src/web/embed-first-step.ts): `?venue=&lang=`. */
export const FIRST_STEP_PATH = '/embed/first-step';

/** The CSS custom property that sets the room the widget keeps for itself (docs/embedding.md). */
export const MIN_HEIGHT_PROPERTY = '--venue-booking-min-height';

export interface WidgetMountOptions {
  /** The element's shadow root: the widget's elements, stylesheets and dialogs live in it. */
  shadowRoot: ShadowRoot;
  /**
   * Where the widget renders, inside the shadow root. Hidden while the server's first step is
   * shown beside it: the loader shows it once it has drawn the same step (loader/take-over.ts).
   */
  container: HTMLElement;
  /** The venue's slug (the element's `venue`). */
  venue: string;
  /** The language asked for: the element's `lang`, else the page's `<html lang>` (may be any tag, or empty). */
  language: string;
  /** This site's origin (where embed.js came from): the API, the runtime config, the remotes. */
  origin: string;
}

export interface MountedWidget {
  unmount(): void;
}

export type MountWidget = (options: WidgetMountOptions) => Promise<MountedWidget>;

/** The static side of the element's class, as the widget and every build's stylesheet loading see it. */
export interface EmbedElementClass {
  /** A stylesheet an app's build loads (webpack/stylesheet-insert.cjs): into every widget's shadow root. */
  adoptStylesheet(link: HTMLLinkElement): void;
  /** A <style> a library would add to the page (the bot check's: webpack/altcha-style-loader.cjs): constructed in every shadow root. */
  adoptStyle(style: HTMLStyleElement): void;
  /** The widget's entry hands over its mount function once it has started. */
  provideWidget(mount: MountWidget): void;
}
