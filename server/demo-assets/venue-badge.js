// Demo venue header script (served by the API at /demo-assets/venue-badge.js). Harmless and
// visible: it records that it ran and fills the header badge, which waits hidden in its room
// (where the venue's scripts do not run, a page whose address carries a secret, it stays so).
(function () {
  var ran = (window.__venueHeaderScripts = window.__venueHeaderScripts || []);
  ran.push('venue-badge');
  var badges = document.querySelectorAll('[data-venue-badge]');
  for (var i = 0; i < badges.length; i++) {
    badges[i].textContent = 'Open today';
    badges[i].style.visibility = 'visible';
  }
})();
