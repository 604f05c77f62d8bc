const { createAppConfig } = require('../webpack/app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'giftcards',
  port: 3001,
  title: 'Gift cards (standalone)',
  exposes: { './pages': './src/pages.tsx' },
  // Each namespace's folder of texts, a module per language (webpack/texts.cjs).
  texts: { giftcards: 'src/i18n/locales', giftcardsPreview: 'src/i18n/preview', staffGiftcard: 'src/i18n/staff-giftcard' },
});
