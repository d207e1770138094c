// Builds the calculator page into build/site/: app.js (esbuild bundle of web/app/main.ts),
// worker.js (of web/app/engine-worker.ts, the Web Worker that runs the same browser-safe
// engine wrapper the server runs), app.css and index.html (the template the server fills in).
// scripts/ensure-built.mjs imports this only after `npm ci`. The page carries no TypeBox: the
// scenario's schema is written into app.js as plain JSON Schema (docs/api.md#how-the-page-checks-a-scenario).
//   node web/build-site.mjs
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const top = dirname(here);
export const SITE_OUT_DIR = join(top, 'build', 'site');

/**
 * The scenario's shapes (core/validation/scenario-shapes.ts) as the JSON Schema TypeBox makes of them,
 * without annotations, for the page's own checker (web/app/check-scenario.ts). Evaluated
 * here, in Node, from the TypeScript sources bundled in memory; checkableShapes refuses any keyword
 * the page's checker does not know, so such a schema fails the build.
 */
async function scenarioShapesJson() {
  const entry = [
    "import { checkableShapes } from './core/validation/scenario-shapes.ts';",
    'export default JSON.stringify(checkableShapes());',
  ].join('\n');
  const bundled = await esbuild.build({
    stdin: { contents: entry, resolveDir: top, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  });
  const code = Buffer.from(bundled.outputFiles[0].contents).toString('base64');
  return (await import(`data:text/javascript;base64,${code}`)).default;
}

/** The page's two bundles, app.js and worker.js, with esbuild's account of their inputs; with
 *  `write` false they stay in memory (test/web/bundle.test.ts reads what they are made of). */
export async function bundleSite(write = true) {
  return esbuild.build({
    entryPoints: { app: join(here, 'app', 'main.ts'), worker: join(here, 'app', 'engine-worker.ts') },
    outdir: SITE_OUT_DIR,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { SCENARIO_SHAPES: await scenarioShapesJson() },
    metafile: true,
    write,
  });
}

export async function buildSite() {
  await mkdir(SITE_OUT_DIR, { recursive: true });
  const result = await bundleSite();
  if (result.errors.length > 0) throw new Error('the site bundle failed');
  await copyFile(join(here, 'app.css'), join(SITE_OUT_DIR, 'app.css'));
  await copyFile(join(here, 'index.html'), join(SITE_OUT_DIR, 'index.html'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildSite();
