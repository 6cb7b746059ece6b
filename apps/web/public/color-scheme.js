// Runs before the app (index.html): sets the colour scheme the app will choose, so a dark page
// does not flash white. Keep the key in step with src/app/color-scheme.ts.
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('fanout-color-scheme');
    if (stored === 'light' || stored === 'dark') scheme = stored;
    else if (window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    // No storage (private mode): the app decides once it runs.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
