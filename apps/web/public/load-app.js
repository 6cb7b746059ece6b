// The app's script for a page the build rendered (ADR 0075): the page is already on screen, so the
// app (its entry and the chunks it imports, named by the prerender step in data-entry and
// data-modules) loads on the visitor's first interaction, or right after the first paint for a
// page that is a form (data-load="paint"). A file, not an inline script: the CSP allows no inline
// script. Links are plain links and work before it has run.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var events = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  var started = false;

  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }

  function start() {
    if (started || !entry) return;
    started = true;
    events.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    modules.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    add('script', { type: 'module', crossorigin: '', src: entry });
  }

  events.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });
  if (script.getAttribute('data-load') === 'paint') {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  }
})();
