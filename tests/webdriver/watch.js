// Injected by tests/webdriver/server.js as the first script of every HTML page it serves: notes
// in window.__watch what a WebDriver client cannot hear from the page (WebDriver classic has no
// console): console errors and warnings, uncaught errors and rejections, resources that failed to
// load and CSP violations. A classic script, so it runs before the page's modules.
(() => {
  const watch = { problems: [], warnings: [] };
  window.__watch = watch;
  const text = (args) => args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' ');
  const { error, warn } = console;
  console.error = (...args) => {
    watch.problems.push(`console error: ${text(args)}`);
    error.apply(console, args);
  };
  console.warn = (...args) => {
    watch.warnings.push(text(args));
    warn.apply(console, args);
  };
  addEventListener('error', (e) => {
    const t = e.target;
    if (t && t !== window && (t.src || t.href)) watch.problems.push(`failed to load: ${t.src || t.href}`);
    else watch.problems.push(`page error: ${e.message}`);
  }, true);
  addEventListener('unhandledrejection', (e) => watch.problems.push(`unhandled rejection: ${e.reason}`));
  document.addEventListener('securitypolicyviolation', (e) => {
    watch.problems.push(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
  });
})();
