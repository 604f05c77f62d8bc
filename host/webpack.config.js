const { createAppConfig } = require('../webpack/app-config.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'host', port: 3000, title: 'Convivio', texts: { host: 'src/i18n/host', staffDoor: 'src/i18n/staff-door' } });
