// Debian's Chromium for the tests that drive a browser (the page, the API reference, the packed
// package's browser entry): playwright-core never downloads one (scripts/ensure-test-tools.mjs
// installs Debian's package when it is missing).
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/** Chromium's own address-bar popups, which its headless mode builds for every window the tests
 *  open (one a browser context): two pages of the browser's interface, each a renderer that loads
 *  and runs about a megabyte of script. They cost more CPU than the page under test (about 1.7 s of
 *  a new window's 3) and nothing the tests look at (docs/operations.md#the-suites-time). */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The features playwright-core 1.65 turns off itself. Chromium keeps only the last
 *  `--disable-features` it is given, so ours carries these as well; `test/web/chromium-launch.test.ts`
 *  fails when a new playwright-core turns off one that is missing here. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
  ],
} satisfies LaunchOptions;

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/** The worker's browser, launched at its first use. */
let workersBrowser: Promise<Browser> | undefined;

/** One Chromium for all the page tests a vitest worker runs: the `shared` project runs file after
 *  file in one process, and a launch costs about 1.7 s of CPU (docs/operations.md#the-suites-time).
 *  Each file opens its pages in browser contexts of its own and closes them after its tests
 *  (`closeContexts`); the browser goes with the worker, since playwright-core kills the browsers it
 *  launched when their process exits. One that crashed or was closed is launched again. */
export function workersChromium(): Promise<Browser> {
  if (workersBrowser === undefined) {
    const launched = launchChromium();
    workersBrowser = launched;
    launched.then(
      (browser) => browser.on('disconnected', () => forget(launched)),
      () => forget(launched),
    );
  }
  return workersBrowser;
}

function forget(launched: Promise<Browser>): void {
  if (workersBrowser === launched) workersBrowser = undefined;
}

/** Closes every context the browser has open: what a test file opened, once its tests are done. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}
