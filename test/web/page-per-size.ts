// One page per screen size for the tests of a file that each start from an address of their own
// (test/web/*.test.ts): the first test of a size opens it, the others load their address in it,
// with the site's storage emptied first (the page keeps nothing else: no cookie, no other store),
// so each finds the page a new browser would show. A navigation costs about half of Chromium's CPU
// that a new browser context costs, and a page's first axe run about twice a later one
// (docs/operations.md#the-suites-time).
import { afterAll } from 'vitest';
import { DESKTOP, open, type PageSession, type Watched } from './page-session.js';

/** Returns the page of `viewport`'s size showing `url`, loaded anew; the pages are closed after the
 *  file. A page's record of problems covers every test that used it. */
export function pagePerSize(session: PageSession): (url: string, viewport?: typeof DESKTOP) => Promise<Watched> {
  const pages = new Map<string, Watched>();
  afterAll(async () => {
    for (const watched of pages.values()) await watched.context.close();
  });
  return async (url, viewport = DESKTOP) => {
    const size = `${viewport.width}x${viewport.height}`;
    const known = pages.get(size);
    if (known !== undefined) {
      await known.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await known.page.goto(url);
      return known;
    }
    const watched = await open(session.browser, url, viewport);
    pages.set(size, watched);
    return watched;
  };
}
