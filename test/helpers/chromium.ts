// Debian's Chromium for the tests that drive a browser (the page, the API reference, the packed
// package's browser entry): playwright-core never downloads one (scripts/ensure-test-tools.mjs
// installs Debian's package when it is missing).
import { type Browser, chromium } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
