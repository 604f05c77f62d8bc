// Where an app's lazily loaded stylesheets go (mini-css-extract-plugin's `insert`): the page's
// <head>, or, on a venue's website that embeds the booking (host/src/features/embed/), the
// shadow roots of its <venue-booking> elements, so the remote's CSS styles the widget and never
// the venue's page. The element's class is the meeting point: the embed's loader defines it with
// a static `adoptStylesheet` (loader/shadow-stylesheets.ts) and a build of any app finds it in
// the page's custom element registry, with no global of its own. The function is written into
// each build's runtime as source (mini-css-extract-plugin stringifies it): self-contained, ES5.
/* global customElements, document -- the function runs in the page, not in Node */
function insertStylesheet(linkTag) {
  var registry = typeof customElements === 'undefined' ? undefined : customElements;
  var embed = registry && registry.get('venue-booking');
  if (embed && typeof embed.adoptStylesheet === 'function') embed.adoptStylesheet(linkTag);
  else document.head.appendChild(linkTag);
}

module.exports = { insertStylesheet, EMBED_ELEMENT: 'venue-booking' };
