// Part 6, the page in a browser (docs/performance.md#the-page-in-a-browser): the compiled server
// (dist/, as in production, one engine worker) and Debian's Chromium driven by playwright-core,
// each load in a fresh browser context (a cold cache). Measured in the page itself:
//   - first answer: the first animation frame in which the answer's figure is on screen (written
//     by the server into the HTML, docs/api.md#the-first-answer-at-once);
//   - engine's answer: when the page's own engine has computed (data-state "ok"), which was the
//     first answer before the server wrote one in; also measured for a page without a written
//     answer (a share link to the default plan of ten days ago: the same work, nothing written);
//   - first contentful paint (Paint Timing);
//   - the largest input delay while typing an amount (Event Timing: from the key press to the start
//     of its handlers), three keys 150 ms apart, each of which starts a projection.
// Two devices: a desktop (1280 x 900, no throttling) and a phone (390 x 844) throttled through the
// DevTools protocol: Emulation.setCPUThrottlingRate 4 and Network.emulateNetworkConditions with
// Lighthouse's "slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). Goals, reported
// beside the figures and not asserted: first answer under 300 ms (desktop) and 1 s (phone), no
// input delay over 50 ms.
import { type Browser, chromium, type Page } from 'playwright-core';
import { median, round } from './timing.js';

type AppModule = typeof import('../server/app.js');
type ConfigModule = typeof import('../server/settings/config.js');
type LoaderModule = typeof import('../package/load-node.js');
type PipelineModule = typeof import('../core/pipeline.js');
type DefaultPlanModule = typeof import('../core/answer/default-plan.js');
type ValidateModule = typeof import('../core/validation/validate.js');

export interface PageLoad {
  firstAnswerMs: number;
  engineAnswerMs: number;
  firstContentfulPaintMs: number;
  maxInputDelayMs: number;
}

export interface PageDevice {
  name: string;
  goalFirstAnswerMs: number;
  runs: number;
  /** Medians over the runs; `worst` the slowest run's figures. */
  median: PageLoad;
  worst: PageLoad;
  /** The same page with no answer written in: median time to the engine's answer. */
  withoutWrittenAnswer: { engineAnswerMs: number; firstContentfulPaintMs: number };
  goalsMet: { firstAnswer: boolean; inputDelay: boolean };
}

export interface PageResults {
  settings: { throttling: string; inputDelayGoalMs: number };
  devices: PageDevice[];
}

const INPUT_DELAY_GOAL_MS = 50;
/** A bound on any one wait (a loaded machine, a throttled phone): the run fails rather than hangs. */
const WAIT_MS = 180_000;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, cpu: 1, network: undefined, goal: 300 },
  { name: 'phone, 4x CPU, slow 4G', viewport: { width: 390, height: 844 }, cpu: 4, network: SLOW_4G, goal: 1000 },
] as const;

/** Records, in the page, the first frame with the answer on screen, the engine's answer, and every
 *  input event's delay. A string, not a function: tsx would name the function's inner functions
 *  with a helper the page does not have. */
const MEASURE_IN_PAGE = `
  const measured = { delays: [] };
  window.measured = measured;
  const tick = () => {
    const answer = document.getElementById('answer');
    const figure = document.getElementById('headline-figure');
    if (measured.firstAnswer === undefined && answer && !answer.hidden && figure && figure.textContent)
      measured.firstAnswer = performance.now();
    if (document.body && document.body.dataset.state === 'ok') {
      measured.engineAnswer = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) measured.delays.push(entry.processingStart - entry.startTime);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

interface Measured {
  firstAnswer?: number;
  engineAnswer?: number;
  delays: number[];
  fcp: number;
}

async function measured(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const m = (window as unknown as { measured: Omit<Measured, 'fcp'> }).measured;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return { ...m, fcp };
  });
}

async function load(browser: Browser, url: string, device: (typeof DEVICES)[number], type: boolean) {
  const context = await browser.newContext({ viewport: device.viewport });
  await context.addInitScript({ content: MEASURE_IN_PAGE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (device.network) await cdp.send('Network.emulateNetworkConditions', device.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.cpu });
  await page.goto(url, { timeout: WAIT_MS });
  const ready = { polling: 50, timeout: WAIT_MS };
  await page.waitForFunction(() => document.body.dataset.state === 'ok', undefined, ready);
  if (type) {
    await page.locator('#s0-amount').fill('');
    await page.locator('#s0-amount').pressSequentially('250', { delay: 150 });
    await page.waitForFunction(
      () =>
        document.body.dataset.state === 'ok' &&
        (document.getElementById('headline-plan')?.textContent ?? '').includes('$250 a month'),
      undefined,
      ready,
    );
  }
  const m = await measured(page);
  await context.close();
  return m;
}

function loadOf(m: Measured): PageLoad {
  return {
    firstAnswerMs: round(m.firstAnswer ?? Number.NaN, 1),
    engineAnswerMs: round(m.engineAnswer ?? Number.NaN, 1),
    firstContentfulPaintMs: round(m.fcp, 1),
    maxInputDelayMs: round(Math.max(0, ...m.delays), 1),
  };
}

function medianLoad(loads: PageLoad[]): PageLoad {
  const of = (key: keyof PageLoad) => round(median(loads.map((l) => l[key])), 1);
  return {
    firstAnswerMs: of('firstAnswerMs'),
    engineAnswerMs: of('engineAnswerMs'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    maxInputDelayMs: of('maxInputDelayMs'),
  };
}

function worstLoad(loads: PageLoad[]): PageLoad {
  const of = (key: keyof PageLoad) => Math.max(...loads.map((l) => l[key]));
  return {
    firstAnswerMs: of('firstAnswerMs'),
    engineAnswerMs: of('engineAnswerMs'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    maxInputDelayMs: of('maxInputDelayMs'),
  };
}

export async function pageBench({ quick, log }: { quick: boolean; log: (line: string) => void }): Promise<PageResults> {
  const dist = (path: string) => new URL(`../dist/${path}`, import.meta.url).href;
  const [app, config, loader, pipeline, defaults, validate] = await Promise.all([
    import(dist('server/app.js')) as Promise<AppModule>,
    import(dist('server/settings/config.js')) as Promise<ConfigModule>,
    import(dist('package/load-node.js')) as Promise<LoaderModule>,
    import(dist('core/pipeline.js')) as Promise<PipelineModule>,
    import(dist('core/answer/default-plan.js')) as Promise<DefaultPlanModule>,
    import(dist('core/validation/validate.js')) as Promise<ValidateModule>,
  ]);
  const server = await app.buildApp(
    config.parseConfig({ LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ENGINE_THREADS: '1' }),
    { engine: await loader.createNodeEngine() },
  );
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}/`;
  // The default plan of ten days ago: the same work for the engine, and no answer written in.
  const old = pipeline.prepare(
    defaults.defaultPlanBody(new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10), 'parents'),
    'project',
    validate.checkScenario,
  );
  if (!old.ok) throw new Error('the default plan is invalid');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const runs = quick ? 2 : 5;
  const devices: PageDevice[] = [];
  try {
    for (const device of DEVICES) {
      const loads: PageLoad[] = [];
      const without: PageLoad[] = [];
      await load(browser, url, device, false); // the server's and the browser's first run
      for (let run = 0; run < runs; run++) {
        loads.push(loadOf(await load(browser, url, device, true)));
        without.push(loadOf(await load(browser, `${url}?s=${old.s}`, device, false)));
        log(`page: ${device.name} run ${run + 1}/${runs}: ${JSON.stringify(loads.at(-1))}`);
      }
      const mid = medianLoad(loads);
      const worst = worstLoad(loads);
      devices.push({
        name: device.name,
        goalFirstAnswerMs: device.goal,
        runs,
        median: mid,
        worst,
        withoutWrittenAnswer: {
          engineAnswerMs: medianLoad(without).engineAnswerMs,
          firstContentfulPaintMs: medianLoad(without).firstContentfulPaintMs,
        },
        goalsMet: {
          firstAnswer: mid.firstAnswerMs < device.goal,
          inputDelay: worst.maxInputDelayMs <= INPUT_DELAY_GOAL_MS,
        },
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return {
    settings: {
      throttling:
        'phone: Emulation.setCPUThrottlingRate 4, Network.emulateNetworkConditions 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up (x0.9)',
      inputDelayGoalMs: INPUT_DELAY_GOAL_MS,
    },
    devices,
  };
}
