// What the page's two bundles are made of (web/build-site.mjs, built in memory here): no
// TypeBox, the server's validation library (the page checks scenarios with its own small checker,
// docs/api.md#how-the-page-checks-a-scenario), and the scenario's schema written in as JSON Schema.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

interface Output {
  path: string;
  text: string;
}
interface Bundled {
  outputFiles: Output[];
  metafile: { outputs: Record<string, { bytes: number; inputs: Record<string, unknown> }> };
}
type BundleSite = (write: boolean) => Promise<Bundled>;

/** Both builds' outputs and inputs together. */
function together(builds: Bundled[]): Bundled {
  return {
    outputFiles: builds.flatMap((build) => build.outputFiles),
    metafile: { outputs: Object.assign({}, ...builds.map((build) => build.metafile.outputs)) },
  };
}

/** Headroom over today's sizes (305 KB with the Roth conversion's form, words and tables, the printed
 *  report's drawings and tables for every kind of plan, a withdrawal plan's answer and balances and
 *  the wide tables' cues, the goal's field in the page's dollars, the filing status and the paycheck
 *  option; 160 KB with the gifts a child may get, about 11 KB: the pledges' data and words, the
 *  eligibility check the API shares, the box and the state select; 64 KB with the largest plan a
 *  solve names, a joint return's figures and salary reduction's words). Then 221 KB and 136 KB with
 *  the 51 jurisdictions' state tax figures and the state tax's own code (core/statute/states/, about 60 KB in each: the page
 *  checks and normalises a scenario's state, the worker computes its tax; their words, sources and
 *  what is not modelled stay out, in states/words.ts), about 9 KB and 10 KB more with Brotli, as
 *  the page is served. Then 231 KB with the page's words in a catalog (core/i18n/en.ts, about 10 KB:
 *  each word's key is written where it is defined and where it is used, and minifying keeps keys);
 *  app-es.js is the same page with the Spanish catalog instead (docs/architecture.md#languages). Then
 *  the optional sections' words moved into the catalogs: after tax, the saved plans, the runs of
 *  history and the state names (about 3 KB more in app.js, the keys; 5.7 KB in app-es.js, the Spanish
 *  words and the 51 states' Spanish names, which only app-es.js carries), and the goal, the withdrawal
 *  plan and the Roth conversion (3.3 KB and 5.1 KB more, 0.9 KB each with Brotli): 237 KB and 247 KB
 *  after both. Then the form's sampler, its words and ONLY_FOR_LOGNORMAL's (786 and 872 bytes
 *  measured: app.js's limit raised by 800, app-es.js still under its own). Then the Sobol sampler
 *  named in the summary, the printed report, the chart's caption and the comparison (914 and 966
 *  bytes measured: 238,921 and 248,612; each limit raised by 800). Then the child's state and after
 *  tax's following each other (web/app/states-follow.ts) and their hints (1,110 and 1,138 bytes
 *  measured: 240,031 and 249,750; each limit raised by its own). Then the answers' words made true to
 *  their numbers: the steady-return line equal to the median, a solved step-up, a withdrawal plan's
 *  state tax in its words and its table (730 and 780 bytes measured: 240,814 and 250,584; each limit
 *  raised by its own). Then the yearly table's note naming Sobol, a conversion's and the saved plans'
 *  state tax, and the money already in the account among the totals (241,473 and 251,253 bytes
 *  measured; each limit raised to about 300 above). A library pulled in by accident shows here. */
const LIMITS = { 'app.js': 241_780, 'worker.js': 142_000, 'app-es.js': 251_560 };

let bundled: Bundled;
beforeAll(async () => {
  const module = (await import(pathToFileURL(join(process.cwd(), 'web/build-site.mjs')).href)) as {
    bundleSite: BundleSite;
    bundleSpanish: BundleSite;
  };
  bundled = together(await Promise.all([module.bundleSite(false), module.bundleSpanish(false)]));
});

describe("the page's bundles", () => {
  it.each(Object.entries(LIMITS))('%s bundles no TypeBox and stays small', (name, limit) => {
    const [, output] = Object.entries(bundled.metafile.outputs).find(([path]) => path.endsWith(`/${name}`)) ?? [];
    expect(output, name).toBeDefined();
    const inputs = Object.keys(output?.inputs ?? {});
    expect(inputs.some((input) => input.includes('web/app/'))).toBe(true);
    expect(inputs.filter((input) => /node_modules[\\/]typebox/.test(input))).toEqual([]);
    expect(inputs.filter((input) => input.includes('core/schemas/scenario.ts'))).toEqual([]);
    expect(inputs.filter((input) => input.includes('core/statute/rules-data.ts'))).toEqual([]);
    expect(output?.bytes).toBeLessThan(limit);
  });

  it('carries one language each: the English catalog in app.js, the Spanish one in app-es.js', () => {
    const inputs = (name: string) =>
      Object.keys(
        Object.entries(bundled.metafile.outputs).find(([path]) => path.endsWith(`/${name}`))?.[1]?.inputs ?? {},
      );
    expect(inputs('app.js').filter((input) => input.includes('core/i18n/'))).toEqual(['core/i18n/en.ts']);
    expect(inputs('app-es.js').filter((input) => input.includes('core/i18n/'))).toEqual(['core/i18n/es.ts']);
    expect(inputs('worker.js').filter((input) => input.includes('core/i18n/'))).toEqual([]);
    // The states' Spanish names too (es.ts): the English page's bundle has only the English names.
    const text = (name: string) => bundled.outputFiles.find((file) => file.path.endsWith(`/${name}`))?.text ?? '';
    expect(text('app.js')).not.toContain('Nueva York');
    expect(text('app-es.js')).toContain('Nueva York');
  });

  it("carries the scenario's schema, without its descriptions", () => {
    const app = bundled.outputFiles.find((file) => file.path.endsWith('/app.js'))?.text ?? '';
    expect(app).toContain('pattern:"^[0-9]{1,12}$"');
    expect(app).toContain('const:"monthly"');
    expect(app).not.toContain('caller-chosen label, unique in the scenario');
  });
});
