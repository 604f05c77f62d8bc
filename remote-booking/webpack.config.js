const { createAppConfig } = require('../webpack/app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'booking',
  port: 3002,
  title: 'Booking (standalone)',
  exposes: { './pages': './src/pages.tsx' },
});
