// ALTCHA's widget (the bot check, `altcha` in shared/src/bot-check/) puts its CSS in a <style> of
// the page's <head> when it loads. On a venue's website that embeds the booking
// (host/src/features/embed/) that is CSS in the venue's page (and, under a CSP without
// 'unsafe-inline', a violation), while the widget sits in the embed's shadow root, which a
// document's <style> does not reach. This loader rewrites that one statement: the <style> goes to
// the embed's element when the page has one (its static `adoptStyle` adopts the text as a
// constructed stylesheet of its shadow roots: loader/shadow-stylesheets.ts), else to the <head>
// as before. An upgrade that moves the statement fails the build: read the new file.
const STATEMENT = 'document.head.appendChild(style);';
const EMBED_ELEMENT = 'venue-booking';

module.exports = function altchaStyleLoader(source) {
  const count = source.split(STATEMENT).length - 1;
  if (count !== 1) throw new Error(`altcha-style-loader: expected "${STATEMENT}" once in ${this.resourcePath}, found it ${count} times`);
  return source.replace(
    STATEMENT,
    `{ const embed = typeof customElements === 'undefined' ? undefined : customElements.get(${JSON.stringify(EMBED_ELEMENT)}); if (embed && typeof embed.adoptStyle === 'function') embed.adoptStyle(style); else ${STATEMENT} }`,
  );
};
