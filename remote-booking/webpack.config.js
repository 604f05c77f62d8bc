const { createAppConfig } = require('../webpack/app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'booking',
  port: 3002,
  title: 'Booking (standalone)',
  exposes: { './pages': './src/pages.tsx' },
  // Each namespace's folder of texts, a module per language (webpack/texts.cjs).
  texts: { booking: 'src/i18n/booking', bookingHelp: 'src/i18n/booking-help', staffBookings: 'src/i18n/staff-bookings' },
});
