const { createAppConfig } = require('../webpack/app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'promo',
  port: 3003,
  title: 'Promotions (standalone)',
  exposes: { './pages': './src/pages.tsx' },
});
