// What the API reference at /docs (Swagger UI, docs/api.md#openapi-document) adds to Swagger UI's
// own page so that it meets WCAG 2.1 AA (test/web/accessibility.test.ts) and leads back to the
// calculator: a stylesheet with darker colours where Swagger UI's have too little contrast, and a
// script that names the servers list, makes the path inside each operation's toggle button plain
// text (a link inside a button is two controls in one), lets the keyboard reach (and scroll) the
// code examples, and adds a link to the calculator. Served
// by @fastify/swagger-ui as files of its own, so the page's policy (no inline script) holds.

const CSS = `
.docs-home { font-family: sans-serif; background: #1d2433; padding: 0.6rem 1rem; }
.docs-home a { color: #ffffff; margin-right: 1.25rem; }
.docs-home a:focus-visible { outline: 3px solid #ffffff; outline-offset: 2px; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1d7a4d; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f5fbf; }
.swagger-ui .microlight span,
.swagger-ui .microlight { color: #ffffff !important; }
.swagger-ui .info .title small pre,
.swagger-ui .info .title small.version-stamp pre { background: #5b6477; color: #ffffff; }
.swagger-ui .info .title small.version-stamp { background: #4d7a00; }
.swagger-ui .info a,
.swagger-ui .info .link,
.swagger-ui .info .url,
.swagger-ui .info a .url { color: #1f5fbf; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #5b6477; }
`;

const JS = `(function () {
  var home = document.createElement('nav');
  home.className = 'docs-home';
  home.setAttribute('aria-label', 'Site');
  var links = [['/', 'Back to the calculator'], ['/kb/what-is-a-trump-account', 'What is a Trump account?']];
  links.forEach(function (pair) {
    var a = document.createElement('a');
    a.href = pair[0];
    a.textContent = pair[1];
    home.appendChild(a);
  });
  document.body.insertBefore(home, document.body.firstChild);
  function fix() {
    document.querySelectorAll('select#servers:not([aria-label])').forEach(function (select) {
      select.setAttribute('aria-label', 'Server');
    });
    document.querySelectorAll('.opblock-summary-control a[href]').forEach(function (link) {
      link.removeAttribute('href');
    });
    document.querySelectorAll('pre.microlight:not([tabindex])').forEach(function (code) {
      code.setAttribute('tabindex', '0');
    });
  }
  fix();
  new MutationObserver(fix).observe(document.getElementById('swagger-ui'), { childList: true, subtree: true });
})();
`;

/** @fastify/swagger-ui's `theme` option. */
export const DOCS_THEME = {
  title: '530A projection service: API reference',
  css: [{ filename: 'access.css', content: CSS }],
  js: [{ filename: 'access.js', content: JS }],
};
