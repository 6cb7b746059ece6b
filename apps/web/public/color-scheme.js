// Runs before the app (index.html and the prerendered pages): sets the colour scheme the app will
// choose, so a dark page does not flash white. Keep the key in step with src/app/color-scheme.ts.
// Until the app runs (a prerendered page loads it on the first interaction, ADR 0075), it also
// follows the system's scheme when no choice is stored, as the app's 'auto' does.
(function () {
  var root = document.documentElement;
  var media = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function stored() {
    try {
      var value = window.localStorage.getItem('fanout-color-scheme');
      return value === 'light' || value === 'dark' ? value : null;
    } catch {
      // No storage (private mode): the system's scheme.
      return null;
    }
  }
  function apply() {
    root.setAttribute(
      'data-mantine-color-scheme',
      stored() || (media && media.matches ? 'dark' : 'light'),
    );
  }
  apply();
  if (media && media.addEventListener) {
    media.addEventListener('change', function () {
      if (!stored()) apply();
    });
  }
})();
