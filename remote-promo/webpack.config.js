const { createAppConfig } = require('../webpack/app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'promo',
  port: 3003,
  title: 'Promotions (standalone)',
  exposes: { './pages': './src/pages.tsx' },
  // Each namespace's folder of texts, a module per language (webpack/texts.cjs).
  texts: { promo: 'src/i18n/promo', promoHelp: 'src/i18n/promo-help', staffPromo: 'src/i18n/staff-promo' },
});
