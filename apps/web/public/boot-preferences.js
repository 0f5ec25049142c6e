/* global document */
// Runs before the app's JavaScript: paints the boot screen in the stored skin, direction and language.
// A separate file (not inline) so the server's Content-Security-Policy (script-src 'self') allows it.
(function () {
  try {
    var s = JSON.parse(localStorage.getItem('settings') || '{}');
    var root = document.documentElement;
    if (s.skin === 'light' || s.skin === 'semi-dark') root.classList.add('boot-light');
    if (s.direction === 'rtl') root.dir = 'rtl';
    if (s.language === 'en') root.lang = 'en';
  } catch {
    // No storage: the defaults apply.
  }
})();
