// The browser the page tests launch (test/helpers/chromium.ts): Chromium keeps only the last
// `--disable-features` of its command line, so ours must carry every feature playwright-core turns
// off itself, read here from the browser's own command line; and the address-bar popups it leaves
// out (docs/operations.md#the-suites-time) are really not built.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCH, launchChromium } from '../helpers/chromium.js';

const DISABLE = '--disable-features=';

describe('the Chromium the tests launch', () => {
  it('keeps every feature playwright-core turns off, with its own list the one Chromium reads', async () => {
    const server = await chromium.launchServer(CHROMIUM_LAUNCH);
    try {
      const pid = server.process().pid;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const lists = args.filter((arg) => arg.startsWith(DISABLE)).map((arg) => arg.slice(DISABLE.length).split(','));
      // playwright-core's own list first, ours last (the one Chromium keeps).
      expect(lists.length).toBeGreaterThanOrEqual(2);
      const [playwrights] = lists;
      const ours = lists.at(-1);
      expect(playwrights?.length).toBeGreaterThan(5);
      expect(playwrights?.filter((feature) => !ours?.includes(feature))).toEqual([]);
      expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    } finally {
      await server.close();
    }
  });

  it("opens windows without the browser's own interface pages", async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setContent('<p>one</p>');
      await browser.newPage();
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = (await session.send('Target.getTargets')) as {
        targetInfos: { type: string; url: string }[];
      };
      expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(2);
      expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
