// Builds the calculator page into build/site/: app.js (esbuild bundle of web/app/main.ts), app-es.js
// (the same page with its Spanish words),
// worker.js (of web/app/projection-worker.ts, the Web Worker that runs the same browser-safe
// engine wrapper the server runs), app.css and index.html (the template the server fills in).
// scripts/ensure-built.mjs imports this only after `npm ci`, and after scripts/build-shapes.mjs has
// made the scenario's schema as plain JSON Schema: the page carries no TypeBox
// (docs/api.md#how-the-page-checks-a-scenario).
//   node web/build-site.mjs
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const top = dirname(here);
export const SITE_OUT_DIR = join(top, 'build', 'site');

const OPTIONS = {
  outdir: SITE_OUT_DIR,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
};

/** The page's two bundles, app.js and worker.js, with esbuild's account of their inputs; with
 *  `write` false they stay in memory (test/web/bundle.test.ts reads what they are made of). */
export async function bundleSite(write = true) {
  return esbuild.build({
    ...OPTIONS,
    entryPoints: { app: join(here, 'app', 'main.ts'), worker: join(here, 'app', 'projection-worker.ts') },
    write,
  });
}

/** The page's words module (web/app/words.ts) swapped for the Spanish one, words-es.ts: the page
 *  is the same code in either language, and each bundle carries one catalog (docs/architecture.md#languages). */
const spanishWords = {
  name: 'spanish-words',
  setup(build) {
    build.onResolve({ filter: /^\.\/words\.js$/ }, (args) =>
      args.importer.startsWith(join(here, 'app')) ? { path: join(here, 'app', 'words-es.ts') } : undefined,
    );
  },
};

/** The Spanish page's script, app-es.js: app.js with its Spanish words (the worker is shared). */
export async function bundleSpanish(write = true) {
  return esbuild.build({
    ...OPTIONS,
    entryPoints: { 'app-es': join(here, 'app', 'main.ts') },
    plugins: [spanishWords],
    write,
  });
}

export async function buildSite() {
  await mkdir(SITE_OUT_DIR, { recursive: true });
  const [result, spanish] = await Promise.all([bundleSite(), bundleSpanish()]);
  if (result.errors.length > 0 || spanish.errors.length > 0) throw new Error('the site bundle failed');
  await copyFile(join(here, 'app.css'), join(SITE_OUT_DIR, 'app.css'));
  await copyFile(join(here, 'index.html'), join(SITE_OUT_DIR, 'index.html'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildSite();
