// The widget's entry (`embed-app`, a second entry of the host's build), loaded by dist/embed.js
// into a venue's page. An async boundary, as the host's index.ts: module federation negotiates
// the shared singletons before the widget's code runs. It hands its mount function to the
// <venue-booking> element that loaded it (embed-contract.ts): no global of its own.
import { EMBED_ELEMENT, type EmbedElementClass } from '../embed-contract';

void import(/* webpackChunkName: "embed-widget" */ './mount-widget').then(({ mountWidget }) => {
  const element = customElements.get(EMBED_ELEMENT) as unknown as EmbedElementClass | undefined;
  element?.provideWidget(mountWidget);
});
