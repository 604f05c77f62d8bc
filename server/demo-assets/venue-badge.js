// Demo venue header script (served by the API at /demo-assets/venue-badge.js). Harmless and
// visible: it records that it ran and fills the header badge.
(function () {
  var ran = (window.__venueHeaderScripts = window.__venueHeaderScripts || []);
  ran.push('venue-badge');
  var badges = document.querySelectorAll('[data-venue-badge]');
  for (var i = 0; i < badges.length; i++) badges[i].textContent = 'Open today';
})();
