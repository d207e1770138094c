// One page per screen size that the tests of a file take in turn, each opening its own address in it
// as a new page would open it: a navigation instead of a new browser context, which costs about twice
// a navigation's CPU in the browser (a new renderer and its window; docs/operations.md#the-suites-time).
import type { Page } from 'playwright-core';
import { DESKTOP, open, type PageSession, type Watched } from './page-session.js';

/** Empties what the page's origin keeps in the browser (the saved plans live in its localStorage),
 *  the permissions a test granted and the media it emulated (print, forced colours), from a blank
 *  page, so that nothing of the test before carries over to the next one, even one that failed. */
async function forgetOrigin(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  await page.goto('about:blank');
  await page.context().clearPermissions();
  await page.emulateMedia({ media: null, forcedColors: null });
  if (origin === 'null') return;
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await devtools.detach();
}

/** `(url, viewport)`: the file's page of that size, opened at `url` the first time and afterwards
 *  navigated there with its origin's storage emptied first; closed after the file with the file's
 *  other contexts (`pageSession`). The test that had it before is done with it. Its record of
 *  requests starts again with each address, as a new page's would; its record of problems covers
 *  every test that used it. */
export function reusedPages(session: PageSession): (url: string, viewport?: typeof DESKTOP) => Promise<Watched> {
  const pages = new Map<string, Watched>();
  return async (url, viewport = DESKTOP) => {
    const key = `${viewport.width}x${viewport.height}`;
    const watched = pages.get(key);
    if (watched === undefined) {
      const opened = await open(session.browser, url, viewport);
      pages.set(key, opened);
      return opened;
    }
    await forgetOrigin(watched.page);
    watched.requests.length = 0;
    await watched.page.goto(url);
    return watched;
  };
}
