const { createAppConfig } = require('../webpack/app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'giftcards',
  port: 3001,
  title: 'Gift cards (standalone)',
  exposes: { './pages': './src/pages.tsx' },
});
